// The places search for the profile location (spec 002 §5: localities only): suggestions as the
// pro types, from the server's places port.
import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { profileCalls } from '../profileCalls';

export interface PlaceChoice {
  id: string;
  description: string;
}

export function LocationSearch({ value, onChange }: { value: PlaceChoice | null; onChange: (place: PlaceChoice | null) => void }) {
  const [text, setText] = useState('');
  const [options, setOptions] = useState<PlaceChoice[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (text.trim().length < 2 || text === value?.description) return;
    let current = true;
    setLoading(true);
    const timer = setTimeout(() => {
      profileCalls.places(text).then(
        (found) => current && setOptions(found),
        () => current && setOptions([]),
      ).finally(() => current && setLoading(false));
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, value]);

  return (
    <Autocomplete
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      getOptionLabel={(o) => o.description}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(o) => o}
      loading={loading}
      noOptionsText={text.trim().length < 2 ? 'Type a city' : 'No matching city'}
      renderInput={(params) => <TextField {...params} label="Location" autoFocus helperText="Your city or town" />}
    />
  );
}
