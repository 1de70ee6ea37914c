// Each search result's next available time (issue 18): the earliest bookable start of any of the
// practitioner's public services at a location offering it, over the next NEXT_AVAILABLE_DAYS days,
// from the same availability engine as the booking page (libs/availability through
// bookingAvailability: the location's hours in its zone, grid, buffer, lead time, reserved time).
// Bounded so a page stays fast: only the page's hits (10), at most NEXT_AVAILABLE_SERVICES services each.
import { Injectable, Logger } from '@nestjs/common';
import { DateTime } from 'luxon';
import { CalendarConnectionsQuery, PracticesQuery, ScheduleReservationsQuery } from '#projections';
import { Clock } from '../infrastructure/clock.js';
import { withReadableTimes } from '../infrastructure/stored-instants.js';
import { bookingAvailability } from '../practice/booking-availability.js';

export const NEXT_AVAILABLE_DAYS = 14;
export const NEXT_AVAILABLE_SERVICES = 3;

@Injectable()
export class NextAvailable {
  private readonly logger = new Logger(NextAvailable.name);

  constructor(
    private readonly practiceDocs: PracticesQuery,
    private readonly reservations: ScheduleReservationsQuery,
    private readonly calendarConnections: CalendarConnectionsQuery,
    private readonly clock: Clock,
  ) {}

  /** The earliest bookable start (ISO with the location's offset) per practice id; null when none in the look-ahead. */
  async of(practiceIds: readonly string[]): Promise<Map<string, string | null>> {
    const entries = await Promise.all(practiceIds.slice(0, 10).map(async (id) => [id, await this.one(id).catch((e) => this.failed(id, e))] as const));
    return new Map(entries);
  }

  private failed(id: string, error: unknown): null {
    this.logger.warn(`next available time of practice ${id}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }

  private async one(practiceId: string): Promise<string | null> {
    const doc = await this.practiceDocs.byId(practiceId);
    if (!doc) return null;
    const now = this.clock.now();
    const services = doc.services.filter((s) => s.public && !s.addOn).slice(0, NEXT_AVAILABLE_SERVICES);
    // Reserved time is read once for the whole look-ahead (plus a day each side) and reused per service.
    const windowStart = new Date(now.getTime() - 2 * 86_400_000);
    const windowEnd = new Date(now.getTime() + (NEXT_AVAILABLE_DAYS + 2) * 86_400_000);
    const [reserved, external] = await Promise.all([
      this.reservations.overlapping(doc.id, windowStart, windowEnd),
      this.calendarConnections.busyBetween(doc.id, windowStart, windowEnd),
    ]);
    const busy = [
      ...withReadableTimes(reserved, 'schedule reservation', (r) => r.id),
      ...withReadableTimes(external, `connected-calendar event of practice ${doc.id} starting`, (e) => String(e.startsAt).slice(0, 40)),
    ];
    const busyBetween = async () => busy;
    let best: { at: number; text: string } | null = null;
    for (const service of services) {
      const locations = doc.locations.filter((l) => l.state === 'active' && (service.locationIds.length === 0 || service.locationIds.includes(l.locationId)));
      for (const location of locations.slice(0, 2)) {
        const from = DateTime.fromJSDate(now, { zone: location.timeZone }).toISODate();
        if (!from) continue;
        const to = DateTime.fromISO(from, { zone: location.timeZone }).plus({ days: NEXT_AVAILABLE_DAYS - 1 }).toISODate();
        const result = await bookingAvailability(doc, busyBetween, { serviceId: service.serviceId, locationId: location.locationId, from, to }, now);
        const first = result.availableSlots[0]?.datetimes[0];
        if (!first) continue;
        const at = DateTime.fromISO(first).toMillis();
        if (Number.isFinite(at) && (best === null || at < best.at)) best = { at, text: first };
      }
    }
    return best?.text ?? null;
  }
}
