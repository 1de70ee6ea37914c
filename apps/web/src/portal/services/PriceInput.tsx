import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { InputHelperText, useInput } from 'react-admin';
import { centsToDollarsText, dollarsTextToCents } from './serviceText';

const INVALID = 'Enter a price in dollars, like 90 or 90.00';

function validPrice(value: unknown) {
  return typeof value === 'number' && Number.isFinite(value) ? undefined : INVALID;
}

/** A price typed in dollars with up to 2 decimals, kept in the form as integer cents. */
export function PriceInput({ source, label }: { source: string; label: string }) {
  const { field, fieldState, id } = useInput({ source, validate: validPrice });
  const [text, setText] = useState(() => centsToDollarsText(field.value));

  // Follow the form when it changes the value itself (reset, a new record).
  useEffect(() => {
    const typed = dollarsTextToCents(text);
    const unchanged = typed === field.value || (typed === null && Number.isNaN(field.value));
    if (!unchanged) setText(centsToDollarsText(field.value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [field.value]);

  const error = fieldState.error?.message;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(dollarsTextToCents(event.target.value) ?? Number.NaN);
      }}
      onBlur={() => {
        field.onBlur();
        const cents = dollarsTextToCents(text);
        if (cents !== null) setText(centsToDollarsText(cents));
      }}
      error={Boolean(error)}
      helperText={<InputHelperText error={error} />}
      sx={{ width: 180 }}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
      }}
    />
  );
}
