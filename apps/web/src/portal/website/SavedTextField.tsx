// One value saved on its own (spec 002 §4 "Scripts and SEO fields"): Save is enabled only when the
// value differs from the last saved value; Cancel restores it.
import { Box, Button, Stack, TextField } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';

interface Props {
  label: string;
  saved: string;
  onSave: (value: string) => Promise<void>;
  maxLength?: number;
  /** A code editor: monospace, 250 px high. */
  code?: boolean;
  helperText?: ReactNode;
}

export function SavedTextField({ label, saved, onSave, maxLength, code, helperText }: Props) {
  const [value, setValue] = useState(saved);
  const [saving, setSaving] = useState(false);
  useEffect(() => setValue(saved), [saved]);
  const changed = value !== saved;

  const save = async () => {
    setSaving(true);
    try {
      await onSave(value);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box>
      <TextField
        label={label}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        fullWidth
        multiline={code}
        helperText={helperText ?? (maxLength ? `${value.length} / ${maxLength}` : undefined)}
        error={maxLength !== undefined && value.length > maxLength}
        slotProps={{
          htmlInput: { spellCheck: code ? false : undefined, 'aria-label': label },
          input: code ? { sx: { alignItems: 'flex-start', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13, height: 250, overflow: 'auto', '& textarea': { height: '100% !important', overflow: 'auto !important' } } } : undefined,
        }}
        onKeyDown={(e) => {
          if (!code && e.key === 'Enter' && changed && !saving) save();
        }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button variant="contained" size="small" disabled={!changed || saving} onClick={save}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
        <Button size="small" disabled={!changed || saving} onClick={() => setValue(saved)}>
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}
