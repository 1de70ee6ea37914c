import { TextField } from '@mui/material';
import { timeLabel } from './timeOptions';

interface Props {
  value: string;
  options: string[];
  label: string;
  onChange: (time: string) => void;
}

/** A native select of quarter hours: keyboard and touch friendly. */
export function TimeSelect({ value, options, label, onChange }: Props) {
  return (
    <TextField
      select
      value={value}
      onChange={(event) => onChange(event.target.value)}
      variant="outlined"
      size="small"
      margin="none"
      sx={{ minWidth: 132 }}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label } }}
    >
      {options.map((time) => (
        <option key={time} value={time}>
          {timeLabel(time)}
        </option>
      ))}
    </TextField>
  );
}
