import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { AppointmentStateChip } from '../../appointments/AppointmentStateChip';
import type { SnapshotView } from './storyTypes';

/** The appointment's whole state at one moment (the domain's fold up to that event), as rows. */
export function SnapshotPanel({ snapshot, title }: { snapshot: SnapshotView; title: string }) {
  return (
    <Box component="section" aria-label={title} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, bgcolor: 'grey.50' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle2" component="h4" sx={{ mr: 'auto' }}>
          {title}
        </Typography>
        <AppointmentStateChip state={snapshot.status} />
      </Box>
      <Table size="small" aria-label={`${title}: fields`} sx={{ tableLayout: 'fixed', '& th, & td': { overflowWrap: 'anywhere', px: 1, verticalAlign: 'top' } }}>
        <TableBody>
          {snapshot.rows.map((row) => (
            <TableRow key={row.field}>
              <TableCell component="th" scope="row" sx={{ width: '38%', color: 'text.secondary' }}>
                {row.field}
              </TableCell>
              <TableCell>{row.value || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
