import { Alert, Box, CircularProgress } from '@mui/material';
import { MISSING } from './calendarMessages';

/** Loading, failure and not-found states of a flyout that reads one item first. */
export function LoadState({ loading, error, missing }: { loading: boolean; error: boolean; missing: string | null }) {
  if (loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (error) return <Alert severity="error">{MISSING.fetchError}</Alert>;
  if (missing) return <Alert severity="warning">{missing}</Alert>;
  return null;
}
