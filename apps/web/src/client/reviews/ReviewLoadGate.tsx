import { ReviewMessages } from '@app/reviews/shared';
import type { ReactNode } from 'react';
import { NotFoundPage } from '../NotFoundPage';
import { fetchClientReview, fetchReviewPractice, type ClientReview, type ReviewPractice } from './reviewCalls';
import { useLoad, type Load } from './useLoad';

interface GateProps<T> {
  load: Load<T>;
  retry: () => void;
  notFound: string;
  children: (value: T) => ReactNode;
}

/** The loading, not-found and error states every review step shares. */
function LoadGate<T>({ load, retry, notFound, children }: GateProps<T>) {
  switch (load.status) {
    case 'loading':
      return (
        <main className="page">
          <p className="loading" role="status">
            Loading…
          </p>
        </main>
      );
    case 'not-found':
      return <NotFoundPage title="Link not found" text={notFound} />;
    case 'error':
      return (
        <NotFoundPage title="Something went wrong" text={`Error: ${load.message}`}>
          <button type="button" className="button button-primary" onClick={retry}>
            Try again
          </button>
        </NotFoundPage>
      );
    case 'ready':
      return <>{children(load.value)}</>;
  }
}

/** The practice behind a review link (its referral code is its short link). */
export function WithReviewPractice({ referralCode, children }: { referralCode: string; children: (practice: ReviewPractice) => ReactNode }) {
  const { load, retry } = useLoad(referralCode, fetchReviewPractice);
  return (
    <LoadGate load={load} retry={retry} notFound={ReviewMessages.practiceNotFound}>
      {children}
    </LoadGate>
  );
}

/** The client's review behind a token. */
export function WithClientReview({ token, children }: { token: string; children: (review: ClientReview) => ReactNode }) {
  const { load, retry } = useLoad(token, fetchClientReview);
  return (
    <LoadGate load={load} retry={retry} notFound={ReviewMessages.reviewNotFound}>
      {children}
    </LoadGate>
  );
}
