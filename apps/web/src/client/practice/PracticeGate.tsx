import type { ReactNode } from 'react';
import { NotFoundPage } from '../NotFoundPage';
import type { PublicPractice } from './publicPractice';
import { usePublicPractice } from './usePublicPractice';
import { usePracticeWebsite } from './usePracticeWebsite';

interface Props {
  shortLink: string;
  children: (practice: PublicPractice) => ReactNode;
}

/** Loads the practice by its short link; shows loading, not found and error states for both public pages. */
export function PracticeGate({ shortLink, children }: Props) {
  const { load, retry } = usePublicPractice(shortLink);
  usePracticeWebsite(shortLink, load.status === 'ready');
  switch (load.status) {
    case 'loading':
      return (
        <main className="page">
          <p className="loading" role="status">
            Loading booking page…
          </p>
        </main>
      );
    case 'not-found':
      return <NotFoundPage title="Page not found" text="There is no booking page at this address. Please check the link you were given." />;
    case 'error':
      return (
        <NotFoundPage title="Something went wrong" text={`Error: ${load.message}`}>
          <button type="button" className="button button-primary" onClick={retry}>
            Try again
          </button>
        </NotFoundPage>
      );
    case 'ready':
      // A former short link leads to the practice's current one (the server found it by the old link).
      if (load.practice.shortLink !== shortLink.toLowerCase()) {
        const [, , ...rest] = window.location.pathname.split('/');
        window.location.replace(`/${[load.practice.shortLink, ...rest].join('/')}${window.location.search}${window.location.hash}`);
        return null;
      }
      return <>{children(load.practice)}</>;
  }
}
