import { Button, Stack } from '@mui/material';
import type { PendingRequest } from '../reviewCalls';
import { useRequestCommands } from './useRequestCommands';

/** Resend and Delete for one request. */
export function PendingRequestActions({ request }: { request: PendingRequest }) {
  const { pending, resend, remove } = useRequestCommands(request);
  const who = request.firstName;
  return (
    <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
      <Button size="small" onClick={resend} disabled={pending} aria-label={`Resend the request to ${who}`}>
        Resend
      </Button>
      <Button size="small" color="error" onClick={remove} disabled={pending} aria-label={`Delete the request to ${who}`}>
        Delete
      </Button>
    </Stack>
  );
}
