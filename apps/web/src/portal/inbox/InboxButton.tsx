import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, Popover, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { InboxEntry } from './inboxQueries';
import { InboxList } from './InboxList';

const POLL_MS = 30_000;

/** The notifications inbox flyout (spec 001 §2): a bell whose badge widens past 9. */
export function InboxButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const inbox = useGetList<InboxEntry>(
    'inbox',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'startsAt', order: 'ASC' }, filter: {} },
    { refetchInterval: POLL_MS },
  );
  const count = inbox.total ?? 0;
  const label = count === 1 ? 'Notifications: 1 item' : `Notifications: ${count} items`;
  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={count} max={999} color="error" data-testid="inbox-badge">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Notifications', sx: { width: 380, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <InboxList items={inbox.data} isPending={inbox.isPending} error={inbox.error} />
      </Popover>
    </>
  );
}
