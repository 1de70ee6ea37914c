import type { ReactNode } from 'react';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ClientNote } from '../types';

const stamp = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "Nov 21, 2026, 10:05 AM", in the pro's own (the browser's) zone. */
export function noteTime(note: ClientNote): string {
  return stamp.format(new Date(note.time));
}

export function newestFirst(notes: ClientNote[]): ClientNote[] {
  return [...notes].sort((a, b) => b.time.localeCompare(a.time));
}

/** Timestamped notes, newest first; `describe` adds a line under a note (e.g. which appointment). */
export function NoteList({ notes, empty, label, describe }: { notes: ClientNote[]; empty: string; label: string; describe?: (note: ClientNote) => ReactNode }) {
  if (notes.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <List aria-label={label} disablePadding>
      {newestFirst(notes).map((note) => (
        <ListItem key={note.id} divider disableGutters sx={{ alignItems: 'flex-start' }}>
          <ListItemText
            primary={<span style={{ whiteSpace: 'pre-wrap' }}>{note.text}</span>}
            secondary={
              <>
                <time dateTime={note.time}>{noteTime(note)}</time>
                {describe?.(note)}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
