// The real calendar feeds adapter: fetches a feed over http(s) (webcal:// is https), or reads a
// data: URL, then parses it. Offline (embedded mode) only local and data: URLs answer; any other
// failure is the spec's feed error. In production private addresses are refused, on every
// redirect too (a name could still re-resolve between the check and the fetch: DNS rebinding).
import { CalendarFeedError, type CalendarFeeds, type FeedWindow, type ParsedCalendarFeed } from './calendar-feed.js';
import { parseIcalFeed } from './parse-ical-feed.js';
import { hostIsPrivate } from './private-address.js';

const MAX_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 10_000;
const MAX_URL = 2000;
const MAX_REDIRECTS = 3;

/** The URL to fetch, or a CalendarFeedError when it cannot be a feed URL. */
export const feedUrlToFetch = (url: string): URL => {
  const text = typeof url === 'string' ? url.trim() : '';
  if (!text || text.length > MAX_URL) throw new CalendarFeedError('empty or too long');
  let parsed: URL;
  try {
    parsed = new URL(text.replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    throw new CalendarFeedError('not a URL');
  }
  if (!['http:', 'https:', 'data:'].includes(parsed.protocol)) throw new CalendarFeedError(`unsupported scheme ${parsed.protocol}`);
  return parsed;
};

export interface HttpCalendarFeedsOptions {
  timeoutMs?: number;
  /** Local and private-network URLs (embedded mode and tests); off in production. */
  allowPrivateAddresses?: boolean;
}

export class HttpCalendarFeeds implements CalendarFeeds {
  private readonly timeoutMs: number;
  private readonly allowPrivateAddresses: boolean;

  constructor({ timeoutMs = TIMEOUT_MS, allowPrivateAddresses = false }: HttpCalendarFeedsOptions = {}) {
    this.timeoutMs = timeoutMs;
    this.allowPrivateAddresses = allowPrivateAddresses;
  }

  async read(url: string, window: FeedWindow): Promise<ParsedCalendarFeed> {
    let text: string;
    try {
      text = await this.fetchText(feedUrlToFetch(url));
    } catch (error) {
      if (error instanceof CalendarFeedError) throw error;
      throw new CalendarFeedError(`unreachable: ${(error as Error).message}`);
    }
    return parseIcalFeed(text, window);
  }

  private async fetchText(first: URL): Promise<string> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    let target = first;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (target.protocol !== 'data:' && !this.allowPrivateAddresses && (await hostIsPrivate(target.hostname))) {
        throw new CalendarFeedError('private address');
      }
      const response = await fetch(target, { signal, redirect: 'manual', headers: { accept: 'text/calendar, */*;q=0.5' } });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        target = feedUrlToFetch(new URL(location, target).toString());
        if (target.protocol === 'data:') throw new CalendarFeedError('redirect to data:');
        continue;
      }
      if (!response.ok) throw new CalendarFeedError(`HTTP ${response.status}`);
      if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) throw new CalendarFeedError('too large');
      const text = await response.text();
      if (text.length > MAX_BYTES) throw new CalendarFeedError('too large');
      return text;
    }
    throw new CalendarFeedError('too many redirects');
  }
}
