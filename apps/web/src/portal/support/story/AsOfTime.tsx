// 'As of a time': the appointment as it stood at any instant, typed on the viewer's own clock
// (a datetime-local field) and asked of the API as an instant.
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { SnapshotPanel } from './SnapshotPanel';
import { fetchAsOf } from './storyCalls';
import type { SnapshotView } from './storyTypes';
import { localInputToIso, viewerTime, viewerZone } from './storyView';

type Answer = { kind: 'state'; snapshot: SnapshotView; at: string } | { kind: 'none'; at: string } | { kind: 'error'; message: string } | null;

export function AsOfTime({ appointmentId }: { appointmentId: string }) {
  const [value, setValue] = useState('');
  const [answer, setAnswer] = useState<Answer>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const at = localInputToIso(value);
    if (!at) return setAnswer({ kind: 'error', message: 'Please choose a date and a time.' });
    setPending(true);
    try {
      const snapshot = await fetchAsOf(appointmentId, { at });
      setAnswer(snapshot ? { kind: 'state', snapshot, at } : { kind: 'none', at });
    } catch (error) {
      setAnswer({ kind: 'error', message: `Could not read the state at that time: ${(error as Error).message}` });
    } finally {
      setPending(false);
    }
  }

  return (
    <Box component="section" aria-labelledby="as-of-time-title">
      <Typography id="as-of-time-title" variant="subtitle1" component="h2" gutterBottom>
        As of a time
      </Typography>
      <Stack component="form" onSubmit={submit} direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          type="datetime-local"
          size="small"
          label="As of a time"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          helperText={`Your time (${viewerZone()})`}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 200px', minWidth: 0 }}
        />
        <Button type="submit" variant="outlined" disabled={pending}>
          Show state
        </Button>
      </Stack>
      <Box sx={{ mt: 1 }} aria-live="polite">
        {answer?.kind === 'state' && <SnapshotPanel snapshot={answer.snapshot} title={`State at ${viewerTime(answer.at)} (after event #${answer.snapshot.revision})`} />}
        {answer?.kind === 'none' && <Alert severity="info">The appointment did not exist yet at {viewerTime(answer.at)}.</Alert>}
        {answer?.kind === 'error' && <Alert severity="error">{answer.message}</Alert>}
      </Box>
    </Box>
  );
}
