// /portal/reviews and /portal/reviews/{request,import,completed,pending} (spec 002 §2 Reviews): one
// page with four tabs whose address follows the tab, a header with the counts.
import { Alert, Box, Button, CircularProgress, Tab, Tabs, Typography } from '@mui/material';
import { useCallback } from 'react';
import { Title, useBasename } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { useRefreshedRead } from '../shared/useRefreshedRead';
import { CompletedReviewsTab } from './completed/CompletedReviewsTab';
import { ImportReviewTab } from './import/ImportReviewTab';
import { PendingReviewsTab } from './pending/PendingReviewsTab';
import { RequestReviewsTab } from './request/RequestReviewsTab';
import { fetchReviewsSummary } from './reviewCalls';
import { openTab, reviewsHeader, TAB_LABELS, TAB_PATHS, visibleTabs, type ReviewsTab } from './reviewTabs';

export function ReviewsPage() {
  const { tab: asked } = useParams();
  const basename = useBasename();
  const navigate = useNavigate();
  const read = useCallback(fetchReviewsSummary, []);
  const { data: summary, error, loading } = useRefreshedRead(read);

  const show = (tab: ReviewsTab) => navigate(`${basename}/reviews/${TAB_PATHS[tab]}`);

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="Reviews" />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        Reviews
      </Typography>
      {summary && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="reviews-header-count">
          {reviewsHeader(summary.completedCount, summary.pendingCount)}
        </Typography>
      )}
      {error && !summary ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => window.location.reload()}>Retry</Button>}>
          {`Could not load your reviews: ${error.message}`}
        </Alert>
      ) : loading || !summary ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress size={32} aria-label="Loading reviews" />
        </Box>
      ) : (
        <TabbedReviews summary={summary} asked={asked} onTab={show} />
      )}
    </Box>
  );
}

interface TabbedProps {
  summary: NonNullable<Awaited<ReturnType<typeof fetchReviewsSummary>>>;
  asked: string | undefined;
  onTab: (tab: ReviewsTab) => void;
}

function TabbedReviews({ summary, asked, onTab }: TabbedProps) {
  const tabs = visibleTabs(summary);
  const current = openTab(asked, summary);
  return (
    <>
      {/* A grid with a 0-minimum column: the scrollable tabs must not widen the page past a phone's width. */}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Tabs value={current} onChange={(_event, tab: ReviewsTab) => onTab(tab)} variant="scrollable" allowScrollButtonsMobile aria-label="Reviews">
          {tabs.map((tab) => (
            <Tab key={tab} value={tab} label={TAB_LABELS[tab]} id={`reviews-tab-${tab}`} aria-controls="reviews-tabpanel" />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="reviews-tabpanel" aria-labelledby={`reviews-tab-${current}`}>
        {current === 'request' && <RequestReviewsTab shortLink={summary.shortLink} />}
        {current === 'import' && <ImportReviewTab />}
        {current === 'completed' && <CompletedReviewsTab />}
        {current === 'pending' && <PendingReviewsTab />}
      </Box>
    </>
  );
}
