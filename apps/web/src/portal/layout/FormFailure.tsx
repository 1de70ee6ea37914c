import { Alert } from '@mui/material';

/** The last save's failure inside a flyout form, where the toast cannot be heard. */
export function FormFailure({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {text}
    </Alert>
  );
}
