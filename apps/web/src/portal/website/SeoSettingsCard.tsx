// SEO Settings (spec 002 §2 Website Settings): title, description, site name and primary modality,
// each saved on its own (upsertWebsiteMetadata with the one changed field), and Generate, which
// composes all four from the practice's name, services and location.
import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { METADATA_MAX_LENGTH } from '@app/website/shared';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useRefreshedRead } from '../shared/useRefreshedRead';
import { fetchWebsiteMetadata, generateSiteMetadata, upsertWebsiteMetadata, type WebsiteMetadata } from './websiteCalls';
import { SavedTextField } from './SavedTextField';

const FIELDS = [
  { field: 'title', label: 'Title' },
  { field: 'description', label: 'Description' },
  { field: 'ogSiteName', label: 'Site name' },
  { field: 'primaryModality', label: 'Primary modality' },
] as const;

export function SeoSettingsCard() {
  const notify = useNotify();
  const { data, error, loading } = useRefreshedRead(fetchWebsiteMetadata);
  const [latest, setLatest] = useState<WebsiteMetadata | null>(null);
  const [generating, setGenerating] = useState(false);
  const metadata = latest ?? data;

  const save = async (field: (typeof FIELDS)[number]['field'], value: string) => {
    try {
      setLatest(await upsertWebsiteMetadata({ [field]: value }));
      notify('SEO settings updated successfully', { type: 'success' });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };

  const generate = async () => {
    setGenerating(true);
    try {
      setLatest(await generateSiteMetadata());
      notify('SEO settings generated successfully', { type: 'success' });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setGenerating(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
          <Typography variant="h6" component="h2">
            SEO Settings
          </Typography>
          <Button variant="outlined" size="small" onClick={generate} disabled={generating || !metadata}>
            {generating ? 'Generating…' : 'Generate from my profile'}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          How search engines and shared links show your booking page.
        </Typography>
        {error && <Alert severity="error" sx={{ mb: 2 }}>{`Error loading your SEO settings: ${error.message}`}</Alert>}
        {loading ? (
          <CircularProgress size={24} aria-label="Loading your SEO settings" />
        ) : metadata ? (
          <Stack spacing={3}>
            {FIELDS.map(({ field, label }) => (
              <SavedTextField key={field} label={label} saved={metadata[field] ?? ''} maxLength={METADATA_MAX_LENGTH[field]} onSave={(value) => save(field, value)} />
            ))}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
