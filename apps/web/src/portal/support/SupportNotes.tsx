// Support's internal notes on an appointment (issue 19 item 6): kept on their own stream, so the pro
// never sees them. Adding one is the only thing support may write; the server's refusal shows here.
import { Alert, Box, Button, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { CommandRejected } from '../shared/commandRejected';
import { useRefreshViews } from '../shared/refreshViews';
import type { SupportNote } from './story/storyTypes';
import { addSupportNote } from './supportCalls';

export function SupportNotes({ appointmentId, notes }: { appointmentId: string; notes: SupportNote[] }) {
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const notify = useNotify();
  const refreshViews = useRefreshViews();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      await addSupportNote(appointmentId, note);
      setNote('');
      setErrors([]);
      notify('Note added.', { type: 'success' });
      refreshViews();
    } catch (error) {
      setErrors(error instanceof CommandRejected ? error.messages : [`The note was not saved: ${(error as Error).message}`]);
    } finally {
      setPending(false);
    }
  }

  return (
    <Box component="section" aria-labelledby="support-notes-title">
      <Typography id="support-notes-title" variant="subtitle1" component="h2">
        Support notes
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        Internal: only support staff see these; the practice never does.
      </Typography>
      {notes.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          No notes yet.
        </Typography>
      ) : (
        <List dense aria-label="Support notes" disablePadding>
          {notes.map((item) => (
            <ListItem key={item.eventId} disableGutters>
              <ListItemText
                primary={item.note}
                secondary={`${item.supportName ?? 'Support'} · ${item.atLocal}`}
                sx={{ '& .MuiListItemText-primary': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack component="form" onSubmit={submit} sx={{ gap: 1, mt: 1 }}>
        <TextField
          label="New internal note"
          multiline
          minRows={2}
          size="small"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={errors.length > 0}
        />
        {errors.length > 0 && (
          <Alert severity="error" role="alert">
            {errors.join(' ')}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" size="small" disabled={pending}>
            Add note
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
