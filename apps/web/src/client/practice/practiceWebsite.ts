// What a practice's public pages add (spec 002 §2 Website Settings): the SEO fields as document
// title, meta description and og:site_name, and the pro's own head and body scripts.
//
// Safety: the scripts are the pro's own and run on the pro's own public pages only (/{shortLink}
// and its sub-pages, which all render through PracticeGate). They are never fetched by the portal
// (a separate app that shows them as plain text), nor by any other page of the client app. Once a
// practice's scripts ran in this document, leaving its pages for any other page loads that page
// afresh (see usePracticeWebsite), so nothing of theirs lives on under another practice's page.
import { graphql } from '../../graphql';
import type { PublicWebsiteQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

export type PublicWebsite = NonNullable<PublicWebsiteQuery['publicWebsite']>;

const PUBLIC_WEBSITE = graphql(`
  query PublicWebsite($shortLink: String!) {
    publicWebsite(shortLink: $shortLink) { websiteMetadata { id title description ogSiteName } scripts { id headScripts bodyScripts } }
  }
`);

const cache = new Map<string, Promise<PublicWebsite | null>>();

export function fetchPublicWebsite(shortLink: string): Promise<PublicWebsite | null> {
  const key = shortLink.toLowerCase();
  let found = cache.get(key);
  if (!found) {
    found = graphqlRequest(PUBLIC_WEBSITE, { shortLink: key }).then((r) => r.publicWebsite);
    found.catch(() => cache.delete(key));
    cache.set(key, found);
  }
  return found;
}

/** The practice whose scripts ran in this document, if any. */
let scriptsOf: string | null = null;

export const scriptsRanFor = (): string | null => scriptsOf;

/** Inserts HTML so that its <script> elements run (a contextual fragment's scripts do, innerHTML's do not). */
function insertHtml(html: string, parent: HTMLElement): void {
  const fragment = document.createRange().createContextualFragment(html);
  for (const node of Array.from(fragment.childNodes)) {
    if (node instanceof Element) node.setAttribute('data-practice-scripts', '');
  }
  parent.appendChild(fragment);
}

/** Runs the practice's scripts once per document. */
export function injectPracticeScripts(shortLink: string, scripts: PublicWebsite['scripts']): void {
  const key = shortLink.toLowerCase();
  if (scriptsOf === key) return;
  if (!scripts.headScripts && !scripts.bodyScripts) return;
  scriptsOf = key;
  if (scripts.headScripts) insertHtml(scripts.headScripts, document.head);
  if (scripts.bodyScripts) insertHtml(scripts.bodyScripts, document.body);
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  meta.content = content;
}

export function applyWebsiteMetadata(metadata: PublicWebsite['websiteMetadata']): void {
  if (metadata.title) document.title = metadata.title;
  setMeta('name', 'description', metadata.description);
  setMeta('property', 'og:site_name', metadata.ogSiteName);
  setMeta('property', 'og:title', metadata.title);
}
