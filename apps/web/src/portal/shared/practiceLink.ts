// The practice's public booking page (spec 002 §2 "Public short link pattern: the host plus
// /{shortLink}"): the header's 'Preview website' and the copy-link buttons point there.
import { useEffect, useState } from 'react';
import { graphql } from '../../graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

const PRACTICE_LINK = graphql(`query PracticeLink { currentPractice { id url } }`);

/** The full address of the pro's booking page; null until known, and for support staff. */
export function usePracticeLink(): string | null {
  const [link, setLink] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    graphqlRequest(PRACTICE_LINK).then(
      (data) => live && setLink(data.currentPractice ? new URL(data.currentPractice.url, window.location.origin).href : null),
      () => live && setLink(null),
    );
    return () => {
      live = false;
    };
  }, []);
  return link;
}
