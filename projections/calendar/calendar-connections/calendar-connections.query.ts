// Reads of the calendar connections (collection `calendar_connections`): the settings page, the
// external events in a calendar window, the busy times that block booking, and the feeds and
// accounts to refresh.
import type { CalendarAccountProvider, ExternalCalendarEvent } from '#app/calendar';
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { calendarConnectionsProjection, type CalendarConnectionsDocument, type CalendarProfileDocument } from './calendar-connections.projection.js';

export interface ExternalEventRow extends ExternalCalendarEvent {
  profileId: string;
  /** The feed's id, or an account calendar's (`<profileId>:<calendarId>`). */
  calendarId: string;
  calendarName: string;
}

export interface AccountToRefresh {
  practiceId: string;
  profileId: string;
  providerName: CalendarAccountProvider;
  grantId: string;
}

export interface FeedToRefresh {
  practiceId: string;
  profileId: string;
  url: string;
}

const PAGE = 200;

/** A profile's active calendars with their events: the feed's one, or the account's. */
const activeCalendars = (p: CalendarProfileDocument) =>
  p.calendars
    ? p.calendars.filter((c) => c.active).map((c) => ({ calendarId: c.id, calendarName: c.calendarName, events: c.events }))
    : p.active ? [{ calendarId: p.profileId, calendarName: p.profileName, events: p.events }] : [];

/** The active calendars' events overlapping [from, to), soonest first. An errored account's last known events still count. */
export const externalEventsBetween = (doc: CalendarConnectionsDocument | null, from: string, to: string): ExternalEventRow[] =>
  (doc?.profiles ?? [])
    .flatMap((p) => activeCalendars(p).flatMap((c) =>
      c.events.filter((e) => e.startsAt < to && e.endsAt > from).map((e) => ({ ...e, profileId: p.profileId, calendarId: c.calendarId, calendarName: c.calendarName }))))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));

export class CalendarConnectionsQuery {
  private readonly docs: DocumentCollection<CalendarConnectionsDocument>;

  constructor(documents: DocumentStore) {
    this.docs = documents.collection<CalendarConnectionsDocument>(calendarConnectionsProjection.collection);
  }

  byPractice(practiceId: string): Promise<CalendarConnectionsDocument | null> {
    return this.docs.get(practiceId);
  }

  /** The practice whose appointments this subscription link shows, or null when it is unknown or revoked. */
  async bySubscriptionToken(token: string): Promise<CalendarConnectionsDocument | null> {
    if (!/^[A-Za-z0-9_-]{32,64}$/.test(token)) return null;
    const [doc] = await this.docs.find({ filter: { subscriptionToken: token }, limit: 1 });
    return doc ?? null;
  }

  async externalEvents(practiceId: string, range: { from: string; to: string }): Promise<ExternalEventRow[]> {
    return externalEventsBetween(await this.docs.get(practiceId), range.from, range.to);
  }

  /** What blocks online booking: the active calendars' events, only while conflict checking is on. */
  async busyBetween(practiceId: string, from: Date, to: Date): Promise<Array<{ startsAt: string; endsAt: string }>> {
    const doc = await this.docs.get(practiceId);
    if (!doc?.conflictChecking) return [];
    return externalEventsBetween(doc, from.toISOString(), to.toISOString()).map(({ startsAt, endsAt }) => ({ startsAt, endsAt }));
  }

  /** Every connected feed, a page of practices at a time (by practice id). */
  async *feedsToRefresh(): AsyncGenerator<FeedToRefresh> {
    for await (const [practiceId, p] of this.profiles()) if (p.url !== null && p.providerName === 'ical') yield { practiceId, profileId: p.profileId, url: p.url };
  }

  /** Every connected account whose grant still works (an errored one waits for the pro to reconnect it). */
  async *accountsToRefresh(): AsyncGenerator<AccountToRefresh> {
    for await (const [practiceId, p] of this.profiles()) {
      if (p.providerName !== 'ical' && p.grantId && !p.errored) yield { practiceId, profileId: p.profileId, providerName: p.providerName, grantId: p.grantId };
    }
  }

  private async *profiles(): AsyncGenerator<[string, CalendarProfileDocument]> {
    let after = '';
    for (;;) {
      const page = await this.docs.find({ filter: { practiceId: { $gt: after } }, sort: [{ field: 'practiceId', order: 'asc' }], limit: PAGE });
      for (const doc of page) for (const p of doc.profiles) yield [doc.practiceId, p];
      if (page.length < PAGE) return;
      after = page.at(-1)!.practiceId;
    }
  }
}
