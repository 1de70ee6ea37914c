import { Typography } from '@mui/material';

/** The column order the parser reads (spec 001 §5 Import). */
export function ColumnOrderHint() {
  return (
    <Typography variant="body2" color="text.secondary">
      One client per line, in this order: <strong>Email | First name | Last name | Phone number</strong>. Separate the
      columns with commas or tabs. Lines without a valid e-mail address first are skipped.
    </Typography>
  );
}
