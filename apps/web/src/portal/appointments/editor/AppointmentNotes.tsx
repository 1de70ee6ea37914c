import { Alert, Box, Button, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { addAppointmentNote } from '../appointmentCommands';
import { fetchAppointmentNotes } from './editorQueries';
import type { AppointmentNote } from './editorQueries';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The appointment's notes (addNote with noteType 'appointment'); Save needs text (spec 001 §5). */
export function AppointmentNotes({ appointmentId, clientId }: { appointmentId: string; clientId: string }) {
  const notify = useNotify();
  const [notes, setNotes] = useState<AppointmentNote[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    fetchAppointmentNotes(appointmentId).then(
      (found) => live && (setNotes(found), setLoadFailed(false)),
      () => live && (setNotes([]), setLoadFailed(true)),
    );
    return () => {
      live = false;
    };
  }, [appointmentId, version]);

  const save = async () => {
    setSaving(true);
    try {
      const outcome = await addAppointmentNote(clientId, appointmentId, text.trim());
      if (outcome.result === 'success') {
        notify('Note added', { type: 'success' });
        setText('');
        setVersion((v) => v + 1);
      } else notify(outcome.errors.join(' ') || 'The note was not saved.', { type: 'error' });
    } catch {
      notify('The note was not saved.', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="appointment-notes-title">
      <Typography id="appointment-notes-title" variant="subtitle1" component="h3">
        Appointment notes
      </Typography>
      {loadFailed && <Alert severity="warning">Notes could not be loaded.</Alert>}
      {notes && notes.length === 0 && !loadFailed && (
        <Typography variant="body2" color="text.secondary">
          No notes yet.
        </Typography>
      )}
      {notes && notes.length > 0 && (
        <List dense aria-label="Appointment notes">
          {notes.map((note) => (
            <ListItem key={note.id} disableGutters>
              <ListItemText primary={note.text} secondary={dateTime.format(new Date(note.time))} sx={{ whiteSpace: 'pre-wrap' }} />
            </ListItem>
          ))}
        </List>
      )}
      <Stack sx={{ gap: 1, mt: 1 }}>
        <TextField size="small" label="New note" value={text} onChange={(e) => setText(e.target.value)} multiline minRows={2} disabled={saving} />
        <Box>
          <Button variant="outlined" size="small" disabled={saving || notes === null || !text.trim()} onClick={save}>
            Add note
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
