import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery } from '@mui/material';
import { lazy, Suspense } from 'react';

// SurveyJS (the same renderer as the client's fill page) loads only when the preview opens.
const IntakeSurvey = lazy(() => import('../../shared/intake/IntakeSurvey'));

/** The form as the client will see it, rendered by SurveyJS; answering it here saves nothing. */
export function IntakePreviewDialog({ open, form, theme, onClose }: { open: boolean; form: string; theme: string; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width:767.95px)');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={narrow} aria-labelledby="intake-preview-title">
      <DialogTitle id="intake-preview-title">Preview: what your client sees</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {open && (
          <Suspense fallback={<CircularProgress sx={{ m: 4 }} aria-label="Loading preview" />}>
            <IntakeSurvey form={form} theme={theme} />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close preview</Button>
      </DialogActions>
    </Dialog>
  );
}
