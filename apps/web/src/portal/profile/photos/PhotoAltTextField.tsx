// A gallery photo's alt text (what a screen reader says, and the public page's img alt): typed, or
// proposed by 'Generate' from what the pro typed (what the photo shows), the practice's name and
// place; saved with Save, which shows only when the text changed.
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Button, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { ProfileMessages as M } from '@app/profile/shared';
import { failureWithReasons, useCommand } from '../../shared/useCommand';
import { generateAltText, saveAltText, type GalleryImage } from './photoCalls';

const MAX_ALT_TEXT = 250;

export function PhotoAltTextField({ image, position }: { image: GalleryImage; position: string }) {
  const saved = image.altText ?? '';
  const [text, setText] = useState(saved);
  useEffect(() => setText(saved), [saved]);
  const save = useCommand({ success: M.altTextSaved, failure: failureWithReasons('There was an error saving the alt text') });
  const generate = useCommand({ success: 'Alt text generated successfully', failure: failureWithReasons('An error occurred') });
  const changed = text.trim() !== saved;
  const tooLong = text.trim().length > MAX_ALT_TEXT;

  return (
    <Stack spacing={0.5} sx={{ px: 1, pb: 1 }}>
      <TextField
        size="small"
        label="Alt text"
        placeholder="What the photo shows"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && changed && !tooLong) void save.run(() => saveAltText(image.id, text));
        }}
        error={tooLong}
        helperText={tooLong ? M.altTextTooLong : undefined}
        slotProps={{ htmlInput: { 'aria-label': `Alt text of ${position}`, maxLength: MAX_ALT_TEXT + 50 } }}
      />
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          startIcon={<AutoAwesomeIcon />}
          disabled={generate.pending}
          aria-label={`Generate alt text of ${position}`}
          onClick={() => void generate.run(async () => setText(await generateAltText(text)))}
        >
          Generate
        </Button>
        {changed && (
          <Button size="small" variant="contained" disabled={save.pending || tooLong} aria-label={`Save alt text of ${position}`} onClick={() => void save.run(() => saveAltText(image.id, text))}>
            Save
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
