// 'Redeem a gift card' at the desk: the code the client shows and the amount to take off it
// (never more than its balance: the server refuses and says so).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, InputAdornment, Stack, TextField, useMediaQuery } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useCommand } from '../shared/useCommand';
import { redeemGiftCard } from './giftCardCalls';

const centsOf = (typed: string): number | null => {
  const text = typed.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return cents > 0 ? cents : null;
};

export function RedeemGiftCardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width:767.95px)');
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby="redeem-gift-card-title">
      {open && <RedeemForm onClose={onClose} />}
    </Dialog>
  );
}

function RedeemForm({ onClose }: { onClose: () => void }) {
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<{ field: 'code' | 'amount'; text: string } | null>(null);
  const { run, pending } = useCommand({ success: 'Gift card redeemed', failure: (messages) => messages[0] ?? 'Failed to redeem the gift card' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = centsOf(amount);
    if (!code.trim()) return setProblem({ field: 'code', text: 'Code is required' });
    if (cents === null) return setProblem({ field: 'amount', text: 'Amount must be a positive number' });
    setProblem(null);
    if (await run(() => redeemGiftCard(code, cents))) onClose();
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="redeem-gift-card-title">Redeem a gift card</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Code" value={code} onChange={(e) => setCode(e.target.value)} required autoFocus error={problem?.field === 'code'} helperText={problem?.field === 'code' ? problem.text : 'As on the gift card e-mail'} />
          <TextField
            label="Amount"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
            inputMode="decimal"
            error={problem?.field === 'amount'}
            helperText={problem?.field === 'amount' ? problem.text : 'Taken off the card’s balance'}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={pending}>Redeem</Button>
      </DialogActions>
    </form>
  );
}
