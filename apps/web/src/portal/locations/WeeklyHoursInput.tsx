import { FormHelperText, FormLabel, Stack } from '@mui/material';
import { InputHelperText, useInput } from 'react-admin';
import { DayHoursRow } from './DayHoursRow';
import { WEEKDAYS, type WeeklyHours } from './types';
import { addBlock, changeBlock, completeWeek, dayLabel, removeBlock, setDayEnabled, weekProblem } from './weeklyHours';

const validate = (value: unknown) => weekProblem(completeWeek(value)) ?? undefined;

/** The weekly hours editor: per weekday a switch and its blocks, in the location's zone. */
export function WeeklyHoursInput({
  source = 'availableTimes',
  legend = 'Hours',
  helperText = 'When clients can book at this location, in its time zone.',
}: {
  source?: string;
  legend?: string;
  helperText?: string;
}) {
  const { field, fieldState } = useInput({ source, validate });
  const hours = completeWeek(field.value);
  const update = (next: WeeklyHours) => field.onChange(next);
  return (
    <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {legend}
      </FormLabel>
      <FormHelperText sx={{ mt: 0 }}>{helperText}</FormHelperText>
      {fieldState.error?.message && (
        <FormHelperText error role="alert">
          <InputHelperText error={fieldState.error.message} />
        </FormHelperText>
      )}
      {WEEKDAYS.map((day) => (
        <DayHoursRow
          key={day}
          label={dayLabel(day)}
          hours={hours[day]}
          onEnabled={(enabled) => update(setDayEnabled(hours, day, enabled))}
          onAdd={() => update(addBlock(hours, day))}
          onRemove={(index) => update(removeBlock(hours, day, index))}
          onChange={(index, change) => update(changeBlock(hours, day, index, change))}
        />
      ))}
    </Stack>
  );
}
