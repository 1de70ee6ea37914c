// The window of a feed that we read and keep: from a day ago to 90 days ahead, in the practice's
// zone (floating times and all-day dates are read in it).
import type { FeedSnapshot } from '#app/calendar';
import type { CalendarFeeds, FeedWindow } from '#app/integrations';

export const FEED_DAYS_AHEAD = 90;
const DAY_MS = 86_400_000;

export const feedWindow = (now: Date, timeZone: string): FeedWindow => ({
  from: new Date(now.getTime() - DAY_MS),
  to: new Date(now.getTime() + FEED_DAYS_AHEAD * DAY_MS),
  timeZone,
});

/** Fetches and parses the feed (throws CalendarFeedError); its name and the snapshot to record. */
export const readFeed = async (feeds: CalendarFeeds, url: string, now: Date, timeZone: string): Promise<{ name: string | null; snapshot: FeedSnapshot }> => {
  const window = feedWindow(now, timeZone);
  const feed = await feeds.read(url, window);
  return {
    name: feed.name,
    snapshot: { refreshedAt: now.toISOString(), windowFrom: window.from.toISOString(), windowTo: window.to.toISOString(), events: feed.events },
  };
};
