import { FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useCommand } from '../../shared/useCommand';
import { bankingCommands } from './bankingCalls';
import { tipsTexts } from './bankingMessages';

/** Whether clients may add a tip when they pay (spec 002 §3 acceptsTips). */
export function TipsToggle({ acceptsTips }: { acceptsTips: boolean }) {
  const { run, pending } = useCommand(tipsTexts);
  return (
    <>
      <FormControlLabel
        label="Accept tips"
        control={<Switch checked={acceptsTips} disabled={pending} onChange={(_event, on) => run(() => bankingCommands.acceptsTips(on))} />}
      />
      <FormHelperText>Clients can add a tip when they pay by card, PayPal or Venmo.</FormHelperText>
    </>
  );
}
