// Add new keywords (spec 002 §5 "Endorsements: max 50 keywords"): search the shipped specialties
// (50 a page), tick some, Save adds them after the ones the pro keeps.
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert, Box, Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, InputAdornment, List, ListItem,
  ListItemButton, ListItemIcon, ListItemText, Pagination, TextField, Typography, useMediaQuery,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { MAX_KEYWORDS, ReviewMessages } from '@app/reviews/shared';
import { searchSpecialties, type Specialty } from './keywordCalls';

const SEARCH_DELAY_MS = 300;

interface Props {
  open: boolean;
  /** The keywords the practice has: shown ticked, counted against the maximum. */
  existingIds: string[];
  saving: boolean;
  onClose: () => void;
  onSave: (specialtyIds: string[]) => void;
}

interface Results {
  hits: Specialty[];
  page: number;
  nbPages: number;
  nbHits: number;
}

export function AddKeywordsDialog({ open, existingIds, saving, onClose, onSave }: Props) {
  const fullScreen = useMediaQuery('(max-width:767.95px)');
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [results, setResults] = useState<Results | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[]>([]);

  useEffect(() => {
    if (!open) {
      setText('');
      setQuery('');
      setPage(0);
      setPicked([]);
    }
  }, [open]);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(text);
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setError(null);
    searchSpecialties(query, page).then(
      (found) => live && setResults(found),
      (failure: Error) => live && setError(`Could not search keywords: ${failure.message}`),
    );
    return () => {
      live = false;
    };
  }, [open, query, page]);

  const full = existingIds.length + picked.length >= MAX_KEYWORDS;
  const toggle = (id: string) => setPicked((list) => (list.includes(id) ? list.filter((one) => one !== id) : full ? list : [...list, id]));

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="add-keywords-title">
      <DialogTitle id="add-keywords-title">Add keywords</DialogTitle>
      <DialogContent dividers>
        <TextField
          autoFocus
          fullWidth
          size="small"
          type="search"
          label="Search keywords"
          placeholder="Massage, yoga, acupuncture…"
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
        <Typography variant="body2" color={full ? 'warning.main' : 'text.secondary'} sx={{ mt: 1 }} role="status">
          {full ? ReviewMessages.maxKeywords : `${existingIds.length + picked.length} of ${MAX_KEYWORDS} keywords`}
        </Typography>
        {error && <Alert severity="error" sx={{ mt: 1 }}>{error}</Alert>}
        {!results && !error ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label="Searching keywords" />
          </Box>
        ) : results && results.hits.length === 0 ? (
          <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
            No keywords match “{query}”.
          </Typography>
        ) : results ? (
          <List dense aria-label="Keywords to add">
            {results.hits.map((specialty) => {
              const have = existingIds.includes(specialty.id);
              const ticked = have || picked.includes(specialty.id);
              return (
                <ListItem key={specialty.id} disablePadding>
                  <ListItemButton onClick={() => toggle(specialty.id)} disabled={have || (!ticked && full)} dense>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Checkbox edge="start" checked={ticked} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-labelledby': `specialty-${specialty.id}` } }} />
                    </ListItemIcon>
                    <ListItemText id={`specialty-${specialty.id}`} primary={specialty.name} secondary={have ? `${specialty.category} · already added` : specialty.category} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        ) : null}
        {results && results.nbPages > 1 && (
          <Pagination count={results.nbPages} page={results.page + 1} onChange={(_event, next) => setPage(next - 1)} size="small" sx={{ display: 'flex', justifyContent: 'center' }} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => onSave(picked)} disabled={saving || picked.length === 0} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {picked.length ? `Add ${picked.length}` : 'Add'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
