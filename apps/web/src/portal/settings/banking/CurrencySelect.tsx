import { MenuItem, TextField } from '@mui/material';
import { useCommand } from '../../shared/useCommand';
import { bankingCommands } from './bankingCalls';
import { currencyTexts } from './bankingMessages';

const CURRENCIES = [
  { id: 'USD', name: 'USD - US dollar' },
  { id: 'CAD', name: 'CAD - Canadian dollar' },
];

/** The practice's currency (spec 002 §9: USD, CAD); the page shows it only when currencyEnabled. */
export function CurrencySelect({ currency }: { currency: string }) {
  const { run, pending } = useCommand(currencyTexts);
  return (
    <TextField
      select
      label="Currency"
      value={currency}
      disabled={pending}
      onChange={(event) => event.target.value !== currency && run(() => bankingCommands.currency(event.target.value))}
      helperText="Prices, charges and tips are in this currency."
      sx={{ width: { xs: '100%', sm: 320 } }}
    >
      {CURRENCIES.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
