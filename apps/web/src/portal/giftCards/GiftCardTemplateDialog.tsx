// Create or edit a gift card template (spec 002 §5): the amount in whole dollars (required,
// positive), an optional description, and the Active and Online switches (both on by default).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, InputAdornment, Stack, Switch, TextField, useMediaQuery } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useCommand } from '../shared/useCommand';
import { saveGiftCardTemplate, type GiftCardTemplate } from './giftCardCalls';
import { amountCentsOf, saveTemplateTexts } from './giftCardTexts';

interface Props {
  /** null: closed; 'new': a new template; else the template to edit. */
  editing: GiftCardTemplate | 'new' | null;
  onClose: () => void;
}

export function GiftCardTemplateDialog({ editing, onClose }: Props) {
  const fullScreen = useMediaQuery('(max-width:767.95px)');
  return (
    <Dialog open={editing !== null} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby="gift-card-template-title">
      {editing && <TemplateForm key={editing === 'new' ? 'new' : editing.id} template={editing === 'new' ? null : editing} onClose={onClose} />}
    </Dialog>
  );
}

function TemplateForm({ template, onClose }: { template: GiftCardTemplate | null; onClose: () => void }) {
  const [amount, setAmount] = useState(template ? String(template.amountCents / 100) : '');
  const [description, setDescription] = useState(template?.description ?? '');
  const [active, setActive] = useState(template?.active ?? true);
  const [online, setOnline] = useState(template?.public ?? true);
  const [amountError, setAmountError] = useState<string | null>(null);
  const { run, pending } = useCommand({ success: saveTemplateTexts.success, failure: saveTemplateTexts.failure });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = amountCentsOf(amount);
    if ('error' in checked) {
      setAmountError(checked.error);
      return;
    }
    setAmountError(null);
    const ok = await run(() => saveGiftCardTemplate({ id: template?.id ?? null, amountCents: checked.cents, description: description.trim() || null, active, public: online }));
    if (ok) onClose();
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="gift-card-template-title">{template ? 'Edit gift card' : 'Create gift card'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Amount"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
            autoFocus
            inputMode="numeric"
            error={amountError !== null}
            helperText={amountError ?? 'In whole dollars'}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { 'aria-label': 'Amount' } }}
          />
          <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
          <FormControlLabel control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />} label="Active" />
          <FormControlLabel control={<Switch checked={online} onChange={(e) => setOnline(e.target.checked)} />} label="Online (sold on your public page)" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={pending}>Save</Button>
      </DialogActions>
    </form>
  );
}

