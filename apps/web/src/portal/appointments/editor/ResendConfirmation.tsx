import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { resendConfirmation } from '../appointmentCommands';
import { MESSAGES } from '../../calendar/calendarMessages';

interface Props {
  appointmentId: string;
  email: string | null;
  phone: string | null;
}

/** resendProAppointmentConfirmation by e-mail or text (spec 001 §7, §8). */
export function ResendConfirmation({ appointmentId, email, phone }: Props) {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  if (!email && !phone) return null;

  const resend = async (sendTo: 'email' | 'sms') => {
    setPending(true);
    try {
      const outcome = await resendConfirmation(appointmentId, sendTo);
      if (outcome.result === 'success') notify(MESSAGES.resent, { type: 'success' });
      else notify(MESSAGES.resendFailed(outcome.errors), { type: 'error' });
    } catch (error) {
      notify(MESSAGES.resendFailed([(error as Error).message]), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        Resend confirmation:
      </Typography>
      {email && (
        <Button size="small" variant="outlined" disabled={pending} onClick={() => resend('email')}>
          By email
        </Button>
      )}
      {phone && (
        <Button size="small" variant="outlined" disabled={pending} onClick={() => resend('sms')}>
          By text
        </Button>
      )}
    </Stack>
  );
}
