import { TextField } from '@mui/material';
import { InputHelperText, useInput } from 'react-admin';
import { MAX_CANCELLATION_POLICY } from './bookingOptions';

/** Spec 002 §5: at most 250 characters, 4 rows, with a counter. */
export function CancellationPolicyInput() {
  const { field, fieldState, id } = useInput({ source: 'cancellationPolicy' });
  const text: string = field.value ?? '';
  const counterId = `${id}-counter`;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      label="Cancellation policy"
      value={text}
      onChange={(event) => field.onChange(event.target.value.slice(0, MAX_CANCELLATION_POLICY))}
      onBlur={field.onBlur}
      multiline
      rows={4}
      fullWidth
      error={Boolean(fieldState.error)}
      helperText={
        <InputHelperText
          error={fieldState.error?.message}
          helperText={`${text.length}/${MAX_CANCELLATION_POLICY} characters. Shown to clients when they book.`}
        />
      }
      slotProps={{
        htmlInput: { maxLength: MAX_CANCELLATION_POLICY, 'aria-describedby': counterId },
        formHelperText: { id: counterId },
      }}
    />
  );
}
