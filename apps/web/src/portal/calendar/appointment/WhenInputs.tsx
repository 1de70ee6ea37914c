import { Stack, TextField } from '@mui/material';
import { timeChoices } from '../calendarTime';

const TIMES = timeChoices();

interface Props {
  date: string;
  startTime: string;
  endTime: string;
  disabled?: boolean;
  onChange: (patch: { date?: string; startTime?: string; endTime?: string }) => void;
}

/** Date, start and end on the practice's clock, in 15-minute steps (spec 001 §9). */
export function WhenInputs({ date, startTime, endTime, disabled, onChange }: Props) {
  const timeSelect = (label: string, value: string, key: 'startTime' | 'endTime') => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange({ [key]: e.target.value })}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ flex: '1 1 120px', minWidth: 120 }}
    >
      {!TIMES.some((t) => t.value === value) && <option value={value}>{value}</option>}
      {TIMES.map((t) => (
        <option key={t.value} value={t.value}>
          {t.label}
        </option>
      ))}
    </TextField>
  );
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <TextField
        type="date"
        size="small"
        label="Date"
        value={date}
        disabled={disabled}
        onChange={(e) => e.target.value && onChange({ date: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: '1 1 140px', minWidth: 140 }}
      />
      {timeSelect('Start time', startTime, 'startTime')}
      {timeSelect('End time', endTime, 'endTime')}
    </Stack>
  );
}
