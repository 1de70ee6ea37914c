import { Box, Checkbox, FormControlLabel, FormGroup, FormLabel, Stack, TextField } from '@mui/material';
import { repeatLabels, WEEKDAYS, type RepeatKind, type RepeatSettings } from '../../calendar/recurrence';

interface Props {
  startDate: string;
  value: RepeatSettings;
  onChange: (value: RepeatSettings) => void;
}

const KINDS: RepeatKind[] = ['none', 'daily', 'weekly', 'biweekly', 'monthlyDay', 'monthlyWeekday', 'custom'];

/** The repeat choices of spec 001 §9, the custom rule and the series' end date. */
export function RepeatInputs({ startDate, value, onChange }: Props) {
  const labels = repeatLabels(startDate);
  const set = (patch: Partial<RepeatSettings>) => onChange({ ...value, ...patch });
  return (
    <Box>
      <TextField
        select
        size="small"
        label="Repeat"
        value={value.kind}
        onChange={(e) => set({ kind: e.target.value as RepeatKind })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        fullWidth
      >
        {KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {labels[kind]}
          </option>
        ))}
      </TextField>
      {value.kind === 'custom' && (
        <Box sx={{ mt: 1.5 }}>
          <Stack direction="row" sx={{ gap: 1 }}>
            <TextField
              size="small"
              type="number"
              label="Every"
              value={Number.isFinite(value.customEvery) ? value.customEvery : ''}
              onChange={(e) => set({ customEvery: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
              error={!(value.customEvery >= 1)}
              helperText={!(value.customEvery >= 1) ? 'At least 1' : undefined}
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
              sx={{ width: 100 }}
            />
            <TextField
              select
              size="small"
              label="Unit"
              value={value.customUnit}
              onChange={(e) => set({ customUnit: e.target.value as 'days' | 'weeks' })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ width: 120 }}
            >
              <option value="days">days</option>
              <option value="weeks">weeks</option>
            </TextField>
          </Stack>
          {value.customUnit === 'weeks' && (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
              <FormLabel component="legend">On</FormLabel>
              <FormGroup row>
                {WEEKDAYS.map((day) => (
                  <FormControlLabel
                    key={day.code}
                    label={day.short}
                    control={
                      <Checkbox
                        size="small"
                        checked={value.customDays.includes(day.code)}
                        onChange={(e) =>
                          set({ customDays: e.target.checked ? [...value.customDays, day.code] : value.customDays.filter((d) => d !== day.code) })
                        }
                        slotProps={{ input: { 'aria-label': day.label } }}
                      />
                    }
                  />
                ))}
              </FormGroup>
            </Box>
          )}
        </Box>
      )}
      {value.kind !== 'none' && (
        <TextField
          type="date"
          size="small"
          label="Ends on"
          value={value.until}
          onChange={(e) => e.target.value && set({ until: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: startDate } }}
          sx={{ mt: 1.5 }}
          fullWidth
        />
      )}
    </Box>
  );
}
