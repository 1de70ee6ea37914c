import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { SnapshotChange } from './storyTypes';

const cells = { tableLayout: 'fixed', '& th, & td': { overflowWrap: 'anywhere', px: 1, verticalAlign: 'top' } } as const;

/** Field / Before / After: what an event (or the span between two moments) changed in the appointment. */
export function ChangesTable({ changes, caption, empty }: { changes: SnapshotChange[]; caption: string; empty: string }) {
  if (changes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={caption} sx={cells}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '28%' }}>Field</TableCell>
          <TableCell>Before</TableCell>
          <TableCell>After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>
              {change.field}
            </TableCell>
            <TableCell sx={{ color: 'text.secondary' }}>{change.before || '—'}</TableCell>
            <TableCell>{change.after || '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
