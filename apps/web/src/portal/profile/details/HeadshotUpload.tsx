// The headshot (spec 002 §7 updateUserPhoto): an image uploaded through POST /uploads, its handle
// saved as the profile photo. 'Your profile photo has been saved.'
import { Avatar, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { rejectionMessages } from '../../shared/commandRejected';
import { uploadPhoto } from '../../services/eventTypes/eventTypeCalls';
import { profileCalls } from '../profileCalls';

export function HeadshotUpload({ photoUrl, name, onSaved }: { photoUrl: string | null; name: string; onSaved: (url: string) => void }) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [saving, setSaving] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setSaving(true);
    try {
      onSaved(await profileCalls.updatePhoto(await uploadPhoto(file)));
      notify('Your profile photo has been saved.', { type: 'success' });
    } catch (error) {
      const messages = rejectionMessages(error);
      notify(messages.length ? messages.join(' ') : 'Please try again later.', { type: 'error' });
    } finally {
      setSaving(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1.5 }}>
      <Avatar src={photoUrl ?? undefined} alt={photoUrl ? `${name}'s headshot` : undefined} sx={{ width: 72, height: 72 }}>
        {name.slice(0, 1)}
      </Avatar>
      <Stack spacing={0.5}>
        <Typography variant="subtitle2">Headshot</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button variant="outlined" size="small" component="label" disabled={saving}>
            {photoUrl ? 'Change photo' : 'Upload photo'}
            <input ref={input} hidden type="file" accept="image/*" aria-label="Headshot file" onChange={(e) => choose(e.target.files?.[0])} />
          </Button>
          {saving && <CircularProgress size={20} aria-label="Saving photo" />}
        </Stack>
      </Stack>
    </Stack>
  );
}
