import { Button, Stack } from '@mui/material';

interface Props {
  pendingRequest: boolean;
  busy: boolean;
  /** Why Save is disabled, or null (spec 001 §5). */
  saveBlocker: string | null;
  onDecline: () => void;
  onAccept: () => void;
  onCancel: () => void;
  onSave: () => void;
}

/** Spec 001 §4: a pending request shows Decline and Accept; other appointments Cancel and Save. */
export function AppointmentActions({ pendingRequest, busy, saveBlocker, onDecline, onAccept, onCancel, onSave }: Props) {
  return (
    <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
      {pendingRequest ? (
        <>
          <Button color="error" disabled={busy} onClick={onDecline}>
            Decline
          </Button>
          <Button variant="contained" disabled={busy} onClick={onAccept}>
            Accept
          </Button>
        </>
      ) : (
        <>
          <Button color="error" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="contained" disabled={busy || saveBlocker !== null} title={saveBlocker ?? undefined} onClick={onSave}>
            Save
          </Button>
        </>
      )}
    </Stack>
  );
}
