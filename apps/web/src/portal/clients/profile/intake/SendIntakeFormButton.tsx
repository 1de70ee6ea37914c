import SendIcon from '@mui/icons-material/SendOutlined';
import { Button } from '@mui/material';
import { IntakeMessages } from '@app/intake-forms/shared';
import { useCommand } from '../../../shared/useCommand';
import { sendIntakeForm } from './clientIntakeQueries';

/** sendIntakeForm behind a button (spec 001 §8: 'Intake form sent' / 'Error sending intake form', with the reason when there is one). */
export function SendIntakeFormButton({ clientId, again, disabled }: { clientId: string; again: boolean; disabled?: boolean }) {
  const { run, pending } = useCommand({
    success: IntakeMessages.sent,
    failure: (messages) => (messages.length ? `${IntakeMessages.sendFailed}: ${messages.join(' ')}` : IntakeMessages.sendFailed),
  });
  return (
    <Button variant="contained" startIcon={<SendIcon />} disabled={disabled || pending} onClick={() => run(() => sendIntakeForm(clientId))}>
      {pending ? 'Sending…' : again ? 'Send intake form again' : 'Send intake form'}
    </Button>
  );
}
