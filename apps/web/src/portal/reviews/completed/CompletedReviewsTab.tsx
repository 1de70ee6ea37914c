// The Completed tab (spec 002 §2, §4 "Review reply", §5 "Filters"): published reviews newest first,
// filtered by date and rating; a row opens the review's flyout after ROW_FLYOUT_DELAY_MS.
import StarIcon from '@mui/icons-material/StarBorder';
import { Alert, Box, Button, Card, LinearProgress, Skeleton, Stack, TablePagination, Typography, useMediaQuery } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { ROW_FLYOUT_DELAY_MS } from '@app/reviews/shared';
import { useRefreshViews } from '../../shared/refreshViews';
import type { ReviewEntry } from '../reviewCalls';
import { ReviewDetailFlyout } from './ReviewDetailFlyout';
import { ReviewFilters } from './ReviewFilters';
import { REVIEWS_PER_PAGE, useReviewFilters } from './useReviewFilters';
import { ReviewMobileList } from './ReviewMobileList';
import { ReviewTable } from './ReviewTable';
import { useReviewList } from './useReviewList';

export function CompletedReviewsTab() {
  const narrow = useMediaQuery('(max-width:767.95px)');
  const { state, update, filtered, clear } = useReviewFilters();
  const { reviews, count, error, fetching, reload } = useReviewList(state);
  const refreshViews = useRefreshViews();
  const [openId, setOpenId] = useState<string | null>(null);
  const opening = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(opening.current), []);

  const open = (review: ReviewEntry) => {
    clearTimeout(opening.current);
    opening.current = setTimeout(() => setOpenId(review.id), ROW_FLYOUT_DELAY_MS);
  };
  const close = (replied: boolean) => {
    setOpenId(null);
    // A reply changes the row ('Replied'); the list and the header read again.
    if (replied) refreshViews();
  };

  return (
    <Card component="section" aria-label="Completed reviews">
      <Box sx={{ p: 2, pb: 1 }}>
        <ReviewFilters state={state} onDate={(date) => update({ date })} onRating={(rating) => update({ rating })} />
      </Box>
      {reviews === null && !error ? (
        <Stack sx={{ gap: 1, p: 2 }} aria-busy="true" aria-label="Loading reviews">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : error && reviews === null ? (
        <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={reload}>Retry</Button>}>
          Could not load your reviews. Please try again later.
        </Alert>
      ) : (
        <Box sx={{ position: 'relative' }} aria-busy={fetching}>
          <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, visibility: fetching ? 'visible' : 'hidden' }} />
          {error && (
            <Alert severity="error" sx={{ mx: 2, mt: 1 }}>
              Could not load your reviews. Please try again later.
            </Alert>
          )}
          {reviews && reviews.length === 0 ? (
            <CompletedEmpty filtered={filtered} onClear={clear} />
          ) : narrow ? (
            <Box sx={{ pt: 1, px: 1.5 }}>
              <ReviewMobileList reviews={reviews ?? []} onOpen={open} />
            </Box>
          ) : (
            <ReviewTable reviews={reviews ?? []} onOpen={open} />
          )}
          {count > REVIEWS_PER_PAGE && (
            <TablePagination
              component="div"
              count={count}
              page={state.page - 1}
              rowsPerPage={REVIEWS_PER_PAGE}
              rowsPerPageOptions={[REVIEWS_PER_PAGE]}
              onPageChange={(_event, next) => update({ page: next + 1 })}
            />
          )}
        </Box>
      )}
      <ReviewDetailFlyout reviewId={openId} onClose={close} />
    </Card>
  );
}

function CompletedEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Box sx={{ textAlign: 'center', py: 5, px: 2 }}>
      <StarIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {filtered ? 'No reviews match these filters' : 'No reviews yet'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: filtered ? 2 : 0 }}>
        {filtered ? 'Try other dates or another rating.' : 'Reviews your clients leave appear here. Ask them from the Request reviews tab.'}
      </Typography>
      {filtered && <Button onClick={onClear}>Clear filters</Button>}
    </Box>
  );
}
