import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { centsToDollarsText, dollarsTextToCents } from '../../services/serviceText';

// Masked while typing (spec 001 §5): digits, at most 7 before the point and 2 after; no sign.
const TYPING = /^\d{0,7}(\.\d{0,2})?$/;

interface Props {
  label: string;
  cents: number | null;
  onChange: (cents: number | null) => void;
  disabled?: boolean;
}

/** A price in dollars kept as integer cents; keystrokes that would break the mask are ignored. */
export function CentsInput({ label, cents, onChange, disabled }: Props) {
  const [text, setText] = useState(() => centsToDollarsText(cents));
  useEffect(() => {
    if (dollarsTextToCents(text) !== cents) setText(centsToDollarsText(cents));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cents]);
  return (
    <TextField
      label={label}
      size="small"
      value={text}
      disabled={disabled}
      onChange={(event) => {
        const typed = event.target.value.replace(/[$,\s]/g, '');
        if (!TYPING.test(typed)) return;
        setText(typed);
        onChange(typed === '' ? null : dollarsTextToCents(typed));
      }}
      onBlur={() => {
        const value = dollarsTextToCents(text);
        if (value !== null) setText(centsToDollarsText(value));
      }}
      error={cents === null}
      sx={{ width: 130, flexShrink: 0 }}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
      }}
    />
  );
}
