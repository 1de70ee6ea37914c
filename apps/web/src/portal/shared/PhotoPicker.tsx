// One photo of a thing the pro offers (a service, an event type): the picture or an empty frame,
// 'Add photo' / 'Change photo' and 'Remove', and the hidden file input behind them. It checks the
// file's type and size before anything is uploaded; what a chosen or removed photo does is the caller's.
import PhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { useNotify } from 'react-admin';

export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/gif';
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const WRONG_FILE = 'Please choose a JPEG, PNG, WebP or GIF image of at most 5 MB.';

interface Props {
  /** The photo's address (or a local preview); null shows the empty frame. */
  image: string | null;
  /** The picture's alternative text, e.g. 'Service photo'. */
  alt: string;
  /** The file input's accessible name, e.g. 'Choose a service photo'. */
  inputLabel: string;
  removeLabel?: string;
  busy: boolean;
  /** A file of an accepted type and size was chosen. */
  onPick: (file: File) => unknown;
  onRemove: () => unknown;
}

export function PhotoPicker({ image, alt, inputLabel, removeLabel = 'Remove', busy, onPick, onRemove }: Props) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_PHOTO_BYTES || !PHOTO_TYPES.split(',').includes(file.type)) return notify(WRONG_FILE, { type: 'error' });
    void onPick(file);
  };
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="subtitle2" component="p" gutterBottom>
        Photo
      </Typography>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {image ? (
          <Box component="img" src={image} alt={alt} sx={{ width: 120, height: 80, objectFit: 'cover', borderRadius: 1 }} />
        ) : (
          <Box sx={{ width: 120, height: 80, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}>
            <PhotoIcon sx={{ color: 'text.disabled' }} />
          </Box>
        )}
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button variant="outlined" size="small" disabled={busy} onClick={() => input.current?.click()}>
            {image ? 'Change photo' : 'Add photo'}
          </Button>
          {image && (
            <Button size="small" color="error" disabled={busy} onClick={() => void onRemove()}>
              {removeLabel}
            </Button>
          )}
        </Stack>
      </Stack>
      <input
        ref={input}
        type="file"
        accept={PHOTO_TYPES}
        hidden
        aria-label={inputLabel}
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
