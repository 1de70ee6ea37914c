import { useMemo } from 'react';
import { AutocompleteInput, useInput } from 'react-admin';
import { timeZoneChoices, type TimeZoneChoice } from './timeZones';

/** Every IANA zone the browser knows, grouped by region; type to search ("New York"). */
export function TimeZoneInput({ source = 'timeZone' }: { source?: string }) {
  const { field } = useInput({ source });
  const current = typeof field.value === 'string' ? field.value : null;
  // The list is long; build it once per form (offsets only move at DST changes).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const choices = useMemo(() => timeZoneChoices(current), []);
  return (
    <AutocompleteInput
      source={source}
      label="Time zone"
      choices={choices}
      groupBy={(choice: TimeZoneChoice) => choice.region}
      disableClearable
      fullWidth
      helperText="Hours and appointments at this location are in this zone."
    />
  );
}
