// Create or edit a coupon (spec 002 §2 coupon flyout, §5 rules): code (blank: a random one), fixed
// or percentage, expiry, max redemptions, specific services. The server checks every rule; its
// message shows under the form and in the toast ('Error: {errors}').
import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, InputAdornment, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { rejectionMessages } from '../../shared/commandRejected';
import { useCommand } from '../../shared/useCommand';
import { couponCommands, type Coupon } from './couponCalls';
import { saveCouponTexts } from './couponMessages';
import { DeleteCouponButton } from './DeleteCouponButton';

interface Props {
  coupon: Coupon | null;
  services: Array<{ id: string; name: string }>;
  onDone: () => void;
}

/** A date input's day as the end of that day in the pro's browser zone (the code works all that day). */
const endOfDay = (day: string): string | null => (day ? new Date(`${day}T23:59:59`).toISOString() : null);
const dayOf = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function CouponForm({ coupon, services, onDone }: Props) {
  const [code, setCode] = useState(coupon?.code ?? '');
  const [kind, setKind] = useState(coupon?.kind ?? 'percentage');
  const [amount, setAmount] = useState(coupon?.amountCents != null ? (coupon.amountCents / 100).toFixed(2) : '');
  const [percent, setPercent] = useState(coupon?.percent != null ? String(coupon.percent) : '');
  const [expires, setExpires] = useState(dayOf(coupon?.expiresAt));
  const [maxRedemptions, setMaxRedemptions] = useState(coupon?.maxRedemptions != null ? String(coupon.maxRedemptions) : '');
  const [specific, setSpecific] = useState(coupon?.applyToSpecificServices ?? false);
  const [serviceIds, setServiceIds] = useState<string[]>(coupon?.serviceIds ?? []);
  const [failure, setFailure] = useState<string | null>(null);
  const { run, pending } = useCommand(saveCouponTexts);
  const locked = coupon ? !coupon.editable : false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const number = (text: string, scale = 1) => (text.trim() === '' ? null : Math.round(Number(text) * scale));
    const ok = await run(async () => {
      try {
        await couponCommands.save({
          id: coupon?.id ?? null,
          code,
          kind,
          amountCents: kind === 'fixed' ? number(amount, 100) : null,
          percent: kind === 'percentage' ? number(percent) : null,
          expiresAt: endOfDay(expires),
          maxRedemptions: number(maxRedemptions),
          applyToSpecificServices: specific,
          serviceIds: specific ? serviceIds : [],
        });
      } catch (error) {
        setFailure(rejectionMessages(error).join(', ') || 'The coupon was not saved.');
        throw error;
      }
    });
    if (ok) onDone();
  };

  const toggle = (id: string) => setServiceIds((ids) => (ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id]));

  return (
    <Box component="form" onSubmit={submit} noValidate>
      {locked && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This coupon has been redeemed, so it can no longer be edited. You can still delete it.
        </Alert>
      )}
      <Stack spacing={2}>
        <TextField
          label="Code"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ''))}
          helperText="At least 8 uppercase letters and numbers. Leave blank for a random code."
          disabled={locked}
          autoFocus={!coupon}
          slotProps={{ htmlInput: { maxLength: 32 } }}
        />
        <RadioGroup row value={kind} onChange={(e) => setKind(e.target.value)} aria-label="Discount type">
          <FormControlLabel value="percentage" control={<Radio />} label="Percentage" disabled={locked} />
          <FormControlLabel value="fixed" control={<Radio />} label="Fixed amount" disabled={locked} />
        </RadioGroup>
        {kind === 'fixed' ? (
          <TextField
            label="Amount"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            disabled={locked}
            slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
            helperText="At least $1"
          />
        ) : (
          <TextField
            label="Percentage"
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
            disabled={locked}
            slotProps={{ htmlInput: { inputMode: 'numeric' }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
            helperText="A whole number from 0 to 100"
          />
        )}
        <TextField label="Expires on" type="date" value={expires} onChange={(e) => setExpires(e.target.value)} disabled={locked} slotProps={{ inputLabel: { shrink: true } }} helperText="Optional" />
        <TextField
          label="Max redemptions"
          value={maxRedemptions}
          onChange={(e) => setMaxRedemptions(e.target.value)}
          disabled={locked}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          helperText="Optional: leave blank for no limit"
        />
        <FormControlLabel control={<Checkbox checked={specific} onChange={(e) => setSpecific(e.target.checked)} disabled={locked} />} label="Only for specific services" />
        {specific && (
          <FormGroup sx={{ pl: 2 }} aria-label="Services">
            {services.length === 0 && <Typography variant="body2">You have no services yet.</Typography>}
            {services.map((s) => (
              <FormControlLabel key={s.id} control={<Checkbox checked={serviceIds.includes(s.id)} onChange={() => toggle(s.id)} disabled={locked} />} label={s.name} />
            ))}
          </FormGroup>
        )}
      </Stack>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pt: 2 }}>
        {coupon && <DeleteCouponButton id={coupon.id} onDeleted={onDone} />}
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onDone}>Cancel</Button>
        {!locked && (
          <Button type="submit" variant="contained" disabled={pending}>
            Save
          </Button>
        )}
      </Box>
    </Box>
  );
}
