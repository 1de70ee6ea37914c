// Custom Scripts (spec 002 §2 Website Settings): the pro's own HTML for the head and the end of the
// body of their public pages. The portal only shows them as text in a code editor and never runs
// them: they run on the practice's public pages only (client/practice/PracticeWebsite.tsx).
import { Alert, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useRefreshedRead } from '../shared/useRefreshedRead';
import { fetchPracticeScripts, updatePracticeScripts, type PracticeScripts } from './websiteCalls';
import { SavedTextField } from './SavedTextField';

export function CustomScriptsCard() {
  const notify = useNotify();
  const { data, error, loading } = useRefreshedRead(fetchPracticeScripts);
  const [latest, setLatest] = useState<PracticeScripts | null>(null);
  const scripts = latest ?? data;

  const save = async (field: 'headScripts' | 'bodyScripts', value: string) => {
    try {
      setLatest(await updatePracticeScripts({ [field]: value }));
      notify(field === 'headScripts' ? 'Head scripts updated successfully' : 'Body scripts updated successfully', { type: 'success' });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Custom Scripts
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          HTML such as analytics or chat widgets, added to your public booking pages only (at most 20 KB each).
        </Typography>
        {error && <Alert severity="error" sx={{ mb: 2 }}>{`Error loading your scripts: ${error.message}`}</Alert>}
        {loading ? (
          <CircularProgress size={24} aria-label="Loading your scripts" />
        ) : scripts ? (
          <Stack spacing={3}>
            <SavedTextField code label="Head scripts" saved={scripts.headScripts ?? ''} onSave={(value) => save('headScripts', value)} helperText="Added inside <head>" />
            <SavedTextField code label="Body scripts" saved={scripts.bodyScripts ?? ''} onSave={(value) => save('bodyScripts', value)} helperText="Added at the end of <body>" />
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
