import { FormControlLabel, Stack, Switch, TextField } from '@mui/material';

/** The form's look (saved as a SurveyJS theme): an accent colour, and questions on panels or not. */
export function IntakeLookInputs({ accent, panelless, onChange }: { accent: string; panelless: boolean; onChange: (look: { accent: string; panelless: boolean }) => void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
      <TextField
        type="color"
        size="small"
        label="Accent colour"
        value={accent}
        onChange={(event) => onChange({ accent: event.target.value, panelless })}
        sx={{ width: 160 }}
      />
      <FormControlLabel
        control={<Switch checked={!panelless} onChange={(event) => onChange({ accent, panelless: !event.target.checked })} />}
        label="Show each question on a panel"
      />
    </Stack>
  );
}
