import { Button, Stack, Typography } from '@mui/material';

interface Props {
  /** Why Save is off, or null when it may be pressed. */
  blocker: string | null;
  /** The reason shown beside the buttons, when no field says it already. */
  hint: string | null;
  pending: boolean;
  onCancel: () => void;
  onSave: () => void;
}

/** Cancel and Save under the new appointment form, with why Save is off. */
export function NewAppointmentButtons({ blocker, hint, pending, onCancel, onSave }: Props) {
  return (
    <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', alignItems: 'center' }}>
      {hint && (
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }} aria-live="polite">
          {hint}
        </Typography>
      )}
      <Button onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button variant="contained" disabled={pending || blocker !== null} title={blocker ?? undefined} onClick={onSave}>
        Save
      </Button>
    </Stack>
  );
}
