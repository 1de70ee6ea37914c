import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { flattenData } from './flattenData';

export function KeyValueTable({ value, caption }: { value: unknown; caption: string }) {
  const rows = flattenData(value);
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {caption}: none
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={caption} sx={{ tableLayout: 'fixed', '& th, & td': { overflowWrap: 'anywhere', px: 1 } }}>
      <TableBody>
        {rows.map(([key, text]) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row" sx={{ width: '40%', color: 'text.secondary', fontFamily: 'monospace' }}>
              {key}
            </TableCell>
            <TableCell>{text}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
