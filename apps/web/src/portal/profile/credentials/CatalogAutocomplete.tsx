// A searchable pick from the shipped credential or issuer list (spec 002 §7 "search index
// queries"), asked again as the pro types.
import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { searchCatalog, type CatalogHit } from './credentialCalls';

interface Props {
  which: 'credentials' | 'issuers';
  label: string;
  /** 'license' for licenses; null: certifications and degrees (licenses left out). */
  kind: 'license' | null;
  value: CatalogHit | null;
  onChange: (value: CatalogHit | null) => void;
  required?: boolean;
  error?: string | null;
}

export function CatalogAutocomplete({ which, label, kind, value, onChange, required, error }: Props) {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<CatalogHit[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      searchCatalog(which, input, kind).then(
        (hits) => live && setOptions(kind ? hits : hits.filter((h) => h.kind !== 'license')),
        () => live && setOptions([]),
      ).finally(() => live && setLoading(false));
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [which, input, kind]);
  return (
    <Autocomplete
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      value={value}
      loading={loading}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => onChange(next)}
      onInputChange={(_, next, reason) => reason !== 'reset' && setInput(next)}
      renderInput={(params) => <TextField {...params} label={label} required={required} error={!!error} helperText={error ?? undefined} />}
    />
  );
}
