// Which tabs the reviews page shows and opens on (spec 002 §2 Reviews, §4 "Reviews tabs"): pure, so
// the rules of '@app/reviews/shared' decide and the page only renders.
import { defaultReviewsTab, requestTabsHidden } from '@app/reviews/shared';

export type ReviewsTab = 'request' | 'import' | 'completed' | 'pending';

export const TAB_LABELS: Record<ReviewsTab, string> = {
  request: 'Request reviews',
  import: 'Import reviews',
  completed: 'Completed',
  pending: 'Pending',
};

/** The page's path below /portal/reviews for each tab. */
export const TAB_PATHS: Record<ReviewsTab, string> = { request: 'request', import: 'import', completed: 'completed', pending: 'pending' };

export function visibleTabs(summary: { completedCount: number; importEnabled: boolean }): ReviewsTab[] {
  const asking = requestTabsHidden(summary.completedCount) ? [] : (['request', ...(summary.importEnabled ? ['import'] : [])] as ReviewsTab[]);
  return [...asking, 'completed', 'pending'];
}

/** The tab the address asks for when it is shown; otherwise the default for this many reviews. */
export function openTab(asked: string | undefined, summary: { completedCount: number; importEnabled: boolean }): ReviewsTab {
  const tabs = visibleTabs(summary);
  const wanted = tabs.find((tab) => TAB_PATHS[tab] === asked);
  if (wanted) return wanted;
  const fallback = defaultReviewsTab(summary.completedCount);
  return tabs.includes(fallback) ? fallback : 'completed';
}

/** The header's count: "12 reviews • 3 pending". */
export function reviewsHeader(completedCount: number, pendingCount: number): string {
  const completed = `${completedCount} ${completedCount === 1 ? 'review' : 'reviews'}`;
  return pendingCount > 0 ? `${completed} • ${pendingCount} pending` : completed;
}
