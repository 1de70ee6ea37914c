import { Link, Typography, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { Datagrid, FunctionField, List, SimpleList } from 'react-admin';
import { formatDateTime } from '../../shared/formatTime';
import { Flyout } from '../layout/Flyout';
import { MailboxEmpty } from './MailboxEmpty';
import { MailView } from './MailView';
import { mailPreview, templateLabel } from './mailText';
import type { MailboxItem } from './types';

/** /portal/mailbox: the e-mails sent for the practice, newest first; one opens in a flyout. */
export function MailboxList() {
  const narrow = useMediaQuery('(max-width:767.95px)');
  const [open, setOpen] = useState<MailboxItem | null>(null);
  const openRow = (_id: unknown, _resource: unknown, record: unknown) => {
    setOpen(record as MailboxItem);
    return false as const;
  };
  return (
    <>
      <List title="Mailbox" perPage={25} exporter={false} actions={false} empty={<MailboxEmpty />} disableSyncWithLocation>
        {narrow ? (
          <SimpleList<MailboxItem>
            primaryText={(mail) => mail.subject}
            secondaryText={(mail) => (
              <>
                <span style={{ display: 'block' }}>
                  To {mail.to} · {formatDateTime(mail.sentAt, mail.timeZone)}
                </span>
                {mailPreview(mail.text)}
              </>
            )}
            rowClick={openRow}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={openRow} empty={<MailboxEmpty />}>
            <FunctionField<MailboxItem> label="To" sortable={false} render={(mail) => mail.to} />
            <FunctionField<MailboxItem>
              label="Subject"
              sortable={false}
              render={(mail) => (
                <>
                  <Link
                    component="button"
                    type="button"
                    variant="body2"
                    sx={{ fontWeight: 600, textAlign: 'left' }}
                    onClick={(event) => {
                      event.stopPropagation();
                      setOpen(mail);
                    }}
                  >
                    {mail.subject}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {templateLabel(mail.template)} · {mailPreview(mail.text)}
                  </Typography>
                </>
              )}
            />
            <FunctionField<MailboxItem>
              label="Sent"
              sortable={false}
              render={(mail) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(mail.sentAt, mail.timeZone)}</span>}
            />
          </Datagrid>
        )}
      </List>
      <Flyout open={open !== null} title={open?.subject ?? ''} onClose={() => setOpen(null)}>
        {open && <MailView mail={open} />}
      </Flyout>
    </>
  );
}
