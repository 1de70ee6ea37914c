// The service's photo (spec 002 §7 updateServicePhoto / removeServicePhoto): a saved service's
// changes at once; a new service's is uploaded now and set by its first save (upsertService handle).
import PhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useInput, useNotify } from 'react-admin';
import { useCommand } from '../shared/useCommand';
import { PHOTO_TYPES } from './eventTypes/EventTypePhoto';
import { uploadPhoto } from './eventTypes/eventTypeCalls';
import { serviceExtrasCommands } from './serviceExtrasCalls';
import { servicePhotoRemoveTexts, servicePhotoSaveTexts } from './serviceMessages';

const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const WRONG_FILE = 'Please choose a JPEG, PNG, WebP or GIF image of at most 5 MB.';

export function ServicePhoto({ serviceId, photoUrl }: { serviceId?: string; photoUrl?: string | null }) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const handle = useInput({ source: 'handle' });
  const [shown, setShown] = useState<string | null>(photoUrl ?? null);
  const saving = useCommand(servicePhotoSaveTexts);
  const removing = useCommand(servicePhotoRemoveTexts);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_PHOTO_BYTES || !PHOTO_TYPES.split(',').includes(file.type)) {
      notify(WRONG_FILE, { type: 'error' });
      return;
    }
    await saving.run(async () => {
      const uploaded = await uploadPhoto(file);
      if (serviceId) {
        setShown((await serviceExtrasCommands.setPhoto(serviceId, uploaded)).photoUrl ?? null);
      } else {
        handle.field.onChange(uploaded);
        setShown(`/files/${uploaded}`);
      }
    });
  };
  const remove = async () => {
    if (!serviceId) {
      handle.field.onChange(null);
      return setShown(null);
    }
    await removing.run(async () => {
      await serviceExtrasCommands.removePhoto(serviceId);
      setShown(null);
    });
  };

  const busy = saving.pending || removing.pending;
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="subtitle2" component="p" gutterBottom>
        Photo
      </Typography>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {shown ? (
          <Box component="img" src={shown} alt="Service photo" sx={{ width: 120, height: 80, objectFit: 'cover', borderRadius: 1 }} />
        ) : (
          <Box sx={{ width: 120, height: 80, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}>
            <PhotoIcon sx={{ color: 'text.disabled' }} />
          </Box>
        )}
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button variant="outlined" size="small" disabled={busy} onClick={() => input.current?.click()}>
            {shown ? 'Change photo' : 'Add photo'}
          </Button>
          {shown && (
            <Button size="small" color="error" disabled={busy} onClick={remove}>
              Remove photo
            </Button>
          )}
        </Stack>
      </Stack>
      <input
        ref={input}
        type="file"
        accept={PHOTO_TYPES}
        hidden
        aria-label="Choose a service photo"
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
