import { Alert, Box, CircularProgress, Divider, List, Typography } from '@mui/material';
import { Fragment } from 'react';
import { InboxItem } from './InboxItem';
import type { InboxEntry } from './inboxQueries';
import { PaymentInboxItem } from './PaymentInboxItem';

interface Props {
  items: InboxEntry[] | undefined;
  isPending: boolean;
  error: Error | null;
}

export function InboxList({ items, isPending, error }: Props) {
  return (
    <Box>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, pb: 1, fontWeight: 600 }}>
        Notifications
      </Typography>
      <Divider />
      {isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress size={28} aria-label="Loading notifications" />
        </Box>
      )}
      {error && <Alert severity="error" sx={{ m: 2 }}>Could not load your notifications.</Alert>}
      {!isPending && !error && items?.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
          You're all caught up. New appointment requests and payments that need you will show up here.
        </Typography>
      )}
      {items && items.length > 0 && (
        <List disablePadding sx={{ maxHeight: '70vh', overflowY: 'auto' }}>
          {items.map((entry, index) => (
            <Fragment key={entry.id}>
              {index > 0 && <Divider component="li" />}
              {entry.inboxKind === 'pending' ? <InboxItem appointment={entry} /> : <PaymentInboxItem entry={entry as InboxEntry & { inboxKind: Exclude<InboxEntry['inboxKind'], 'pending'> }} />}
            </Fragment>
          ))}
        </List>
      )}
    </Box>
  );
}
