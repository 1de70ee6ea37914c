import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useBasename } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Client } from '../types';
import { AddNoteForm } from './AddNoteForm';
import { NoteList } from './NoteList';

/** The Notes page: every note on the client, newest first, and the add-note box. */
export function ClientNotesTab({ client }: { client: Client }) {
  const basename = useBasename();
  return (
    <Card>
      <CardContent>
        <Stack sx={{ gap: 2 }}>
          <Typography variant="h6" component="h2">
            Notes
          </Typography>
          <AddNoteForm clientId={client.id} />
          <NoteList
            notes={client.notes}
            label="Notes"
            empty="No notes yet. Notes are private: only you see them."
            describe={(note) =>
              note.noteType === 'appointment' && note.appointmentId ? (
                <>
                  {' · '}
                  <Link component={RouterLink} to={`${basename}/clients/${client.id}#appointment-${note.appointmentId}`}>
                    Appointment note
                  </Link>
                </>
              ) : null
            }
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
