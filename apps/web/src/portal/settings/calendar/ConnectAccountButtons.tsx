import EventIcon from '@mui/icons-material/EventOutlined';
import { Button, type ButtonProps } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { rejectionMessages } from '../../shared/commandRejected';
import { CALENDAR_ACCOUNT_LABELS, calendarIntegrationCommands, type CalendarAccountProvider } from './calendarIntegrationsCalls';

/**
 * Sends the pro to the provider's consent page (spec 002 §2 "connect another calendar through an
 * external authorization link"); the provider sends them back to the settings page.
 */
export function ConnectAccountButton({ provider, label, ...props }: { provider: CalendarAccountProvider; label?: string } & Omit<ButtonProps, 'onClick'>) {
  const notify = useNotify();
  const [leaving, setLeaving] = useState(false);
  const go = async () => {
    setLeaving(true);
    try {
      window.location.assign(await calendarIntegrationCommands.startConnection(provider));
    } catch (error) {
      notify(rejectionMessages(error)[0] ?? 'Please try again later.', { type: 'error' });
      setLeaving(false);
    }
  };
  return (
    <Button startIcon={<EventIcon />} {...props} disabled={leaving || props.disabled} onClick={go}>
      {label ?? `Connect ${CALENDAR_ACCOUNT_LABELS[provider]}`}
    </Button>
  );
}
