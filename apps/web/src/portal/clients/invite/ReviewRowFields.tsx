import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Card, CardContent, IconButton, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { memo } from 'react';
import { rowProblems, type ReviewRow } from './inviteRows';

interface Props {
  row: ReviewRow;
  /** 1-based, for the fields' accessible names. */
  position: number;
  onChange: (row: ReviewRow) => void;
  onRemove: () => void;
}

export type Column = 'email' | 'firstName' | 'lastName' | 'phone';
export const LABELS: Record<Column, string> = { email: 'Email', firstName: 'First name', lastName: 'Last name', phone: 'Phone number' };

/** One contact's four cells; what the server would refuse (a wrong e-mail or phone, no name) says so under the cell. */
export const ReviewRowFields = memo(function ReviewRowFields({ row, position, onChange, onRemove }: Props) {
  const problems = rowProblems(row);
  return (
    <TableRow>
      {(Object.keys(LABELS) as Column[]).map((column) => (
        <TableCell key={column} sx={{ verticalAlign: 'top', minWidth: column === 'email' ? 200 : 120 }}>
          <TextField
            size="small"
            variant="standard"
            fullWidth
            value={row[column]}
            error={Boolean(problems[column])}
            helperText={problems[column] ?? undefined}
            onChange={(event) => onChange({ ...row, [column]: event.target.value })}
            slotProps={{ htmlInput: { 'aria-label': `${LABELS[column]}, row ${position}` } }}
          />
        </TableCell>
      ))}
      <TableCell padding="checkbox" sx={{ verticalAlign: 'top' }}>
        <IconButton aria-label={`Remove row ${position}`} onClick={onRemove} size="small">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
});

/** Below 768px a contact is a small card of the same four fields, one under the other. */
export const ReviewRowCard = memo(function ReviewRowCard({ row, position, onChange, onRemove }: Props) {
  const problems = rowProblems(row);
  return (
    <Card variant="outlined" component="li">
      <CardContent sx={{ pb: '12px !important' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2" component="h3">
            Contact {position}
          </Typography>
          <IconButton aria-label={`Remove row ${position}`} onClick={onRemove} size="small">
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
        {(Object.keys(LABELS) as Column[]).map((column) => (
          <TextField
            key={column}
            size="small"
            variant="standard"
            fullWidth
            label={LABELS[column]}
            value={row[column]}
            error={Boolean(problems[column])}
            helperText={problems[column] ?? undefined}
            onChange={(event) => onChange({ ...row, [column]: event.target.value })}
            sx={{ mb: 1 }}
            slotProps={{ htmlInput: { 'aria-label': `${LABELS[column]}, row ${position}` } }}
          />
        ))}
      </CardContent>
    </Card>
  );
});
