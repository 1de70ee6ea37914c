import { useEffect, useState } from 'react';
import { applyWebsiteMetadata, fetchPublicWebsite, injectPracticeScripts, scriptsRanFor, type PublicWebsite } from './practiceWebsite';

const shortLinkOf = (pathname: string) => {
  try {
    return decodeURIComponent(pathname.split('/')[1] ?? '').toLowerCase();
  } catch {
    return '';
  }
};

/**
 * Applies the practice's SEO fields and runs its scripts on its public pages, once the practice
 * is shown (`ready`; called after usePublicPractice so its title wins over the default one). When
 * the visitor leaves for a page outside this practice (a link or Back), and its scripts ran, that
 * page is loaded afresh so the scripts do not follow them.
 */
export function usePracticeWebsite(shortLink: string, ready: boolean): void {
  const [website, setWebsite] = useState<PublicWebsite | null>(null);

  useEffect(() => {
    let active = true;
    fetchPublicWebsite(shortLink)
      .then((found) => {
        if (active) setWebsite(found);
      })
      .catch(() => {
        // the page works without them; nothing to show the visitor
      });
    return () => {
      active = false;
      const ran = scriptsRanFor();
      // By now the address is the next page's (navigate() changes it before the pages render).
      if (ran && shortLinkOf(window.location.pathname) !== ran) window.location.reload();
    };
  }, [shortLink]);

  useEffect(() => {
    if (!ready || !website) return;
    applyWebsiteMetadata(website.websiteMetadata);
    injectPracticeScripts(shortLink, website.scripts);
  }, [ready, website, shortLink]);
}
