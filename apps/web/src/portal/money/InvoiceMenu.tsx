import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { requireSuccess } from '../shared/commandRejected';
import { useCommand } from '../shared/useCommand';
import { sendInvoice } from './invoiceQueries';
import { invoiceTexts } from './moneyMessages';

/** Send invoice (spec 001 §7 sendClientInvoiceMutation): by e-mail; texts arrive with text messaging. */
export function InvoiceMenu({ appointmentId, hasEmail }: { appointmentId: string; hasEmail: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const send = useCommand(invoiceTexts);
  const choose = (sendTo: 'email' | 'sms' | 'both') => {
    setAnchor(null);
    void send.run(async () => requireSuccess(await sendInvoice(appointmentId, sendTo)));
  };
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<ReceiptLongIcon />} disabled={send.pending} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        Send invoice
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem disabled={!hasEmail} onClick={() => choose('email')}>
          <ListItemText primary="By email" secondary={hasEmail ? null : 'This client has no email address on file.'} />
        </MenuItem>
        <MenuItem disabled>
          <ListItemText primary="By text" secondary="Text messages are not available yet." />
        </MenuItem>
        <MenuItem disabled>
          <ListItemText primary="By email and text" secondary="Text messages are not available yet." />
        </MenuItem>
      </Menu>
    </>
  );
}
