// 'Compare': the difference between any two moments of the appointment (two revisions, or before it
// existed), as the API's diff of the two folded states.
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { ChangesTable } from './ChangesTable';
import { fetchDiff } from './storyCalls';
import type { SnapshotChange, StoryEntry } from './storyTypes';
import { momentLabel } from './storyView';

const BEFORE_IT_EXISTED = -1;

type Answer = { from: number; to: number; changes: SnapshotChange[] } | { error: string } | null;

export function CompareMoments({ appointmentId, entries }: { appointmentId: string; entries: StoryEntry[] }) {
  const last = entries[entries.length - 1]?.revision ?? 0;
  const [from, setFrom] = useState(BEFORE_IT_EXISTED);
  const [to, setTo] = useState(last);
  const [answer, setAnswer] = useState<Answer>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      setAnswer({ from, to, changes: await fetchDiff(appointmentId, from, to) });
    } catch (error) {
      setAnswer({ error: `Could not compare these moments: ${(error as Error).message}` });
    } finally {
      setPending(false);
    }
  }

  const select = (label: string, value: number, onChange: (value: number) => void, withStart: boolean) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ flex: '1 1 220px', minWidth: 0 }}
    >
      {withStart && <option value={BEFORE_IT_EXISTED}>Before it existed</option>}
      {entries.map((entry) => (
        <option key={entry.revision} value={entry.revision}>
          {momentLabel(entry)}
        </option>
      ))}
    </TextField>
  );

  const moment = (revision: number) => (revision === BEFORE_IT_EXISTED ? 'before it existed' : `#${revision}`);
  return (
    <Box component="section" aria-labelledby="compare-title">
      <Typography id="compare-title" variant="subtitle1" component="h2" gutterBottom>
        Compare two moments
      </Typography>
      <Stack component="form" onSubmit={submit} direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {select('From', from, setFrom, true)}
        {select('To', to, setTo, false)}
        <Button type="submit" variant="outlined" disabled={pending}>
          Compare
        </Button>
      </Stack>
      <Box sx={{ mt: 1 }} aria-live="polite">
        {answer && 'changes' in answer && (
          <ChangesTable
            changes={answer.changes}
            caption={`Changes from ${moment(answer.from)} to ${moment(answer.to)}`}
            empty="Nothing differs between these two moments."
          />
        )}
        {answer && 'error' in answer && <Alert severity="error">{answer.error}</Alert>}
      </Box>
    </Box>
  );
}
