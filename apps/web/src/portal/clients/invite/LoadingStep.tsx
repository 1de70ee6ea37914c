import { Box, LinearProgress, Typography } from '@mui/material';

/** Step 6: while the invitations go out, with real progress (batches sent of all). */
export function LoadingStep({ done, total }: { done: number; total: number }) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <Box sx={{ py: 4 }}>
      <Typography sx={{ mb: 2 }} id="invite-progress-label">
        Inviting your clients… {done} of {total}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-labelledby="invite-progress-label" />
    </Box>
  );
}
