// The Pending tab (spec 002 §2, §4 "Review request", §8 Reviews): requests not answered yet, newest
// first, each with Resend and Delete; imported reviews wait for the client's confirmation.
import InboxIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { Alert, Box, Button, Card, Skeleton, Stack, Typography, useMediaQuery } from '@mui/material';
import { useCallback } from 'react';
import { useRefreshedRead } from '../../shared/useRefreshedRead';
import { fetchPendingRequests } from '../reviewCalls';
import { PendingRequestCards } from './PendingRequestCards';
import { PendingRequestTable } from './PendingRequestTable';

export function PendingReviewsTab() {
  const narrow = useMediaQuery('(max-width:767.95px)');
  const read = useCallback(fetchPendingRequests, []);
  const { data: requests, error, loading } = useRefreshedRead(read);

  return (
    <Card component="section" aria-label="Pending reviews">
      {loading ? (
        <Stack sx={{ gap: 1, p: 2 }} aria-busy="true" aria-label="Loading pending reviews">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : error && !requests ? (
        <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={() => window.location.reload()}>Retry</Button>}>
          {`Could not load your pending reviews: ${error.message}`}
        </Alert>
      ) : requests && requests.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 5, px: 2 }}>
          <InboxIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            No pending reviews
          </Typography>
        </Box>
      ) : narrow ? (
        <Box sx={{ p: 1.5 }}>
          <PendingRequestCards requests={requests ?? []} />
        </Box>
      ) : (
        <PendingRequestTable requests={requests ?? []} />
      )}
    </Card>
  );
}
