import { Box, Stack, TextField, Typography } from '@mui/material';
import { MESSAGES } from './calendarMessages';
import { timeChoices } from './calendarTime';

const TIMES = timeChoices();

interface Props {
  date: string;
  startTime: string;
  endTime: string;
  disabled?: boolean;
  /** The end is not after the start: said under the inputs (the form keeps Save off). */
  endBeforeStart?: boolean;
  onChange: (patch: { date?: string; startTime?: string; endTime?: string }) => void;
}

/**
 * Date, start and end on the practice's clock, in 15-minute steps (spec 001 §9). The form decides
 * what a new start does to the end (it keeps the length).
 */
export function WhenInputs({ date, startTime, endTime, disabled, endBeforeStart = false, onChange }: Props) {
  const timeSelect = (label: string, value: string, key: 'startTime' | 'endTime') => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      error={key === 'endTime' && endBeforeStart}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: key === 'endTime' && endBeforeStart ? { 'aria-describedby': 'end-before-start' } : {} }}
      onChange={(e) => onChange({ [key]: e.target.value })}
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
    <Box>
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
      {endBeforeStart && (
        <Typography id="end-before-start" role="alert" variant="caption" color="error" sx={{ display: 'block', mt: 0.5, mx: 1.75 }}>
          {MESSAGES.endBeforeStart}
        </Typography>
      )}
    </Box>
  );
}
