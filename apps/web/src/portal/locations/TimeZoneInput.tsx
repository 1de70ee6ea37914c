import { useMemo } from 'react';
import { AutocompleteInput } from 'react-admin';
import { timeZoneChoices, type TimeZoneChoice } from './timeZones';

/** Every IANA zone the browser knows, grouped by region; type to search ("New York"). */
export function TimeZoneInput({ source = 'timeZone', saved }: { source?: string; saved?: string | null }) {
  // The list is long; build it once per form (offsets only move at DST changes). The saved
  // zone stays choosable even if this browser does not list it.
  const choices = useMemo(() => timeZoneChoices(saved), [saved]);
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
