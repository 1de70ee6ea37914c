// /portal/support (issue 19 item 1): one box finds any appointment across practices by its id, the
// client's link or token, the client's e-mail or phone, or the practice's name or short link.
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, Card, LinearProgress, Stack, TextField, Typography, useMediaQuery } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Title, useBasename } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { SearchResultCards } from './SearchResultCards';
import { SearchResultsTable } from './SearchResultsTable';
import { useSupportSearch } from './useSupportSearch';
import { SupportOnly } from './SupportOnly';

export const SEARCH_PLACEHOLDER = 'Paste an appointment id, a client link, an e-mail, a phone number or a practice';

export function SupportSearchPage() {
  return (
    <SupportOnly>
      <SupportSearchPageContent />
    </SupportOnly>
  );
}

function SupportSearchPageContent() {
  const basename = useBasename();
  const narrow = useMediaQuery('(max-width:767.95px)');
  const { text, search, searching, hits, error } = useSupportSearch();
  const [draft, setDraft] = useState(text);
  useEffect(() => setDraft(text), [text]);
  const linkState = { search: useLocation().search };
  const storyPath = (id: string) => `${basename}/support/appointments/${encodeURIComponent(id)}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    search(draft);
  }

  return (
    <Box sx={{ py: 2, maxWidth: 1100 }}>
      <Title title="Support" />
      <Typography variant="h5" component="h1" gutterBottom>
        Find an appointment
      </Typography>
      <Stack component="form" role="search" onSubmit={submit} direction="row" sx={{ gap: 1, mb: 2 }}>
        <TextField
          fullWidth
          size="small"
          autoFocus
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={SEARCH_PLACEHOLDER}
          slotProps={{ htmlInput: { 'aria-label': 'Search appointments' } }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
          Search
        </Button>
      </Stack>
      {searching && <LinearProgress aria-label="Searching" />}
      {error && <Alert severity="error">{error}</Alert>}
      {hits && hits.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          No appointments match.
        </Typography>
      )}
      {hits && hits.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
            {hits.length === 1 ? '1 appointment' : `${hits.length} appointments`}, newest first
          </Typography>
          {narrow ? (
            <SearchResultCards hits={hits} storyPath={storyPath} linkState={linkState} />
          ) : (
            <Card variant="outlined">
              <SearchResultsTable hits={hits} storyPath={storyPath} linkState={linkState} />
            </Card>
          )}
        </>
      )}
      {!text && (
        <Typography variant="body2" color="text.secondary">
          Every search and every appointment you open is recorded in the support audit.
        </Typography>
      )}
    </Box>
  );
}
