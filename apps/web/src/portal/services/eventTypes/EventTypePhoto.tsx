// The event type's photo: a saved type's changes at once (POST /uploads, then
// updateBookableEventTypePhoto / removeBookableEventTypePhoto); a new type's waits for its first save.
import PhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useCommand } from '../../shared/useCommand';
import { eventTypeCommands, uploadPhoto } from './eventTypeCalls';
import { photoRemoveTexts, photoSaveTexts } from './eventTypeMessages';

export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/gif';
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const TOO_BIG = 'Please choose a JPEG, PNG, WebP or GIF image of at most 5 MB.';

/** Uploads the file and makes it the type's photo; answers the photo's address. */
export async function savePhoto(typeId: string, file: File): Promise<string | null> {
  const handle = await uploadPhoto(file);
  return (await eventTypeCommands.setPhoto(typeId, handle)).photoUrl ?? null;
}

interface Props {
  typeId?: string;
  photoUrl?: string | null;
  /** A new type's chosen file, uploaded after the type is created. */
  pending: File | null;
  onPending: (file: File | null) => void;
}

export function EventTypePhoto({ typeId, photoUrl, pending, onPending }: Props) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState<string | null>(photoUrl ?? null);
  const [preview, setPreview] = useState<string | null>(null);
  const saving = useCommand(photoSaveTexts);
  const removing = useCommand(photoRemoveTexts);

  useEffect(() => {
    if (!pending) return setPreview(null);
    const url = URL.createObjectURL(pending);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [pending]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_PHOTO_BYTES || !PHOTO_TYPES.split(',').includes(file.type)) {
      notify(TOO_BIG, { type: 'error' });
      return;
    }
    if (!typeId) return onPending(file);
    await saving.run(async () => setShown(await savePhoto(typeId, file)));
  };
  const remove = async () => {
    if (!typeId) return onPending(null);
    await removing.run(async () => {
      await eventTypeCommands.removePhoto(typeId);
      setShown(null);
    });
  };

  const image = typeId ? shown : preview;
  const busy = saving.pending || removing.pending;
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="subtitle2" component="p" gutterBottom>
        Photo
      </Typography>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {image ? (
          <Box component="img" src={image} alt="Event type photo" sx={{ width: 120, height: 80, objectFit: 'cover', borderRadius: 1 }} />
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
            <Button size="small" color="error" disabled={busy} onClick={remove}>
              Remove
            </Button>
          )}
        </Stack>
      </Stack>
      <input
        ref={input}
        type="file"
        accept={PHOTO_TYPES}
        hidden
        aria-label="Choose a photo"
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
