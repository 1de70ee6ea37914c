import { MenuItem, TextField } from '@mui/material';
import type { PracticeLocation } from '../../calendar/calendarTypes';

export function LocationSelect({ locations, value, disabled, onChange }: { locations: PracticeLocation[]; value: string; disabled?: boolean; onChange: (id: string) => void }) {
  return (
    <TextField select size="small" label="Location" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} fullWidth>
      {locations.length === 0 && (
        <MenuItem value="" disabled>
          No active locations
        </MenuItem>
      )}
      {locations.map((l) => (
        <MenuItem key={l.id} value={l.id}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
