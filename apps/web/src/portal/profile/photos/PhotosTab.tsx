// /portal/profile/photos (spec 002 §2 Profile area, Photos tab; §5 "Photos: up to 10 files per
// upload"): upload several images at once, the gallery as a grid in the pro's order (Move
// earlier / later buttons, keyboard reachable), each photo's alt text, delete after a confirmation.
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Card, CardContent, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { Confirm, Title, useNotify } from 'react-admin';
import { MAX_GALLERY_IMAGES, MAX_IMAGES_PER_UPLOAD, ProfileMessages as M } from '@app/profile/shared';
import { failureWithReasons, useCommand } from '../../shared/useCommand';
import { useRefreshedRead } from '../../shared/useRefreshedRead';
import { addPhotos, fetchGallery, removePhoto, reorderPhotos, type GalleryImage } from './photoCalls';
import { PhotoAltTextField } from './PhotoAltTextField';

export function PhotosTab() {
  const read = useCallback(fetchGallery, []);
  const { data, error, loading } = useRefreshedRead(read);
  const notify = useNotify();
  const [removing, setRemoving] = useState<GalleryImage | null>(null);
  const upload = useCommand({ success: 'Photos added.', failure: failureWithReasons(M.savePhotosFailed) });
  const remove = useCommand({ success: 'Photo deleted.', failure: failureWithReasons(M.deletePhotoFailed) });
  const reorder = useCommand({ success: 'Photos reordered.', failure: failureWithReasons(M.reorderPhotosFailed) });
  const images = data ?? [];
  const full = images.length >= MAX_GALLERY_IMAGES;

  const onFiles = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    if (files.length > MAX_IMAGES_PER_UPLOAD) {
      notify(M.tooManyPerUpload, { type: 'error' });
      return;
    }
    upload.run(() => addPhotos(files));
  };

  const move = (index: number, to: number) => {
    const ids = images.map((i) => i.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(to, 0, moved);
    reorder.run(() => reorderPhotos(ids)).then(() => requestAnimationFrame(() => document.getElementById(`photo-${moved}-${to < index ? 'earlier' : 'later'}`)?.focus()));
  };

  return (
    <Box sx={{ mb: 4 }}>
      <Title title="Photos" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>Photos</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Photos of your space and your work show on your public page. Up to {MAX_IMAGES_PER_UPLOAD} at a time, {MAX_GALLERY_IMAGES} in all.
      </Typography>
      {error && <Alert severity="error" sx={{ mb: 2 }}>There was an error loading your photos. Please refresh the page.</Alert>}
      <Button component="label" variant="contained" startIcon={upload.pending ? <CircularProgress size={18} color="inherit" /> : <AddPhotoAlternateIcon />} disabled={upload.pending || full || loading} sx={{ mb: 2 }}>
        {upload.pending ? 'Uploading…' : 'Upload photos'}
        <input hidden multiple type="file" accept="image/jpeg,image/png,image/webp,image/gif" aria-label="Photos to upload" onChange={(e) => { onFiles(e.target.files); e.target.value = ''; }} />
      </Button>
      {full && <Alert severity="info" sx={{ mb: 2 }}>{M.galleryFull}</Alert>}
      {loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}><CircularProgress aria-label="Loading photos" /></Box>
      ) : images.length === 0 ? (
        <Card><CardContent><Typography color="text.secondary">No photos yet. Upload a few to show clients your space.</Typography></CardContent></Card>
      ) : (
        <Box component="ul" aria-label="Gallery" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}>
          {images.map((image, i) => (
            <Card component="li" key={image.id} data-testid="gallery-photo">
              <Box component="img" src={image.defaultPhotoUrl} alt={image.altText || `Photo ${i + 1} of ${images.length}`} sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }} />
              <Stack direction="row" sx={{ px: 0.5, justifyContent: "space-between" }}>
                <Box>
                  <IconButton id={`photo-${image.id}-earlier`} aria-label={`Move photo ${i + 1} earlier`} disabled={i === 0 || reorder.pending} onClick={() => move(i, i - 1)}><ArrowBackIcon /></IconButton>
                  <IconButton id={`photo-${image.id}-later`} aria-label={`Move photo ${i + 1} later`} disabled={i === images.length - 1 || reorder.pending} onClick={() => move(i, i + 1)}><ArrowForwardIcon /></IconButton>
                </Box>
                <IconButton aria-label={`Delete photo ${i + 1}`} onClick={() => setRemoving(image)} disabled={remove.pending}><DeleteIcon /></IconButton>
              </Stack>
              <PhotoAltTextField image={image} position={`photo ${i + 1}`} />
            </Card>
          ))}
        </Box>
      )}
      <Confirm
        isOpen={removing !== null}
        title="Delete photo"
        content="Delete this photo from your gallery?"
        confirm="Delete"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          const target = removing;
          setRemoving(null);
          if (target) await remove.run(() => removePhoto(target.id));
        }}
      />
    </Box>
  );
}
