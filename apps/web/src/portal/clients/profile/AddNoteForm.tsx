import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { addNote } from '../clientCommands';
import { addNoteTexts } from '../clientMessages';
import { useCommand } from '../../shared/useCommand';

interface Props {
  clientId: string;
  /** For an appointment's note; a client note otherwise. */
  appointmentId?: string;
  label?: string;
}

/** The add-note box: Save needs text and is disabled while saving (spec 001 §5 "Client note"). */
export function AddNoteForm({ clientId, appointmentId, label = 'Add a note' }: Props) {
  const [text, setText] = useState('');
  const { run, pending } = useCommand(addNoteTexts);
  const save = async () => {
    if (await run(() => addNote({ clientId, text: text.trim(), appointmentId }))) setText('');
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== '' && !pending) void save();
      }}
    >
      <TextField
        label={label}
        multiline
        minRows={2}
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Ctrl/Cmd+Enter saves, as in most note boxes; Enter alone is a new line.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.currentTarget.closest('form')?.requestSubmit();
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button type="submit" variant="contained" disabled={text.trim() === '' || pending}>
          {pending ? 'Saving…' : 'Save note'}
        </Button>
      </Box>
    </Box>
  );
}
