import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, IconButton, Stack, TextField } from '@mui/material';
import { removeAt, replaceAt } from './intakeDraft';

/** The choices of a single or multiple choice question: edit, add, remove (at least one stays). */
export function ChoicesEditor({ position, choices, onChange }: { position: number; choices: string[]; onChange: (choices: string[]) => void }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Box component="legend" sx={{ typography: 'body2', color: 'text.secondary', mb: 1 }}>
        Choices
      </Box>
      <Stack sx={{ gap: 1 }}>
        {choices.map((choice, i) => (
          <Stack key={i} direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <TextField
              size="small"
              fullWidth
              label={`Choice ${i + 1}`}
              value={choice}
              error={!choice.trim()}
              onChange={(event) => onChange(replaceAt(choices, i, event.target.value))}
              slotProps={{ htmlInput: { 'aria-label': `Question ${position}, choice ${i + 1}` } }}
            />
            <IconButton aria-label={`Remove choice ${i + 1} of question ${position}`} disabled={choices.length <= 1} onClick={() => onChange(removeAt(choices, i))}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
        <Box>
          <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...choices, `Option ${choices.length + 1}`])}>
            Add choice
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
