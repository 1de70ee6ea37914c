// Free start times for one choice of service, length, add-ons and location, one month at a time.
import { graphql } from '../../graphql';
import type { BookingAvailabilityQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';
import type { LocalDate } from './calendarMonth';

/** The free start times by day: `date` a LocalDate, `datetimes` ISO instants with the location zone's offset. */
export type Availability = NonNullable<BookingAvailabilityQuery['publicPractice']>['bookingAvailability'];
export type DaySlots = Availability['availableSlots'][number];

export interface AvailabilityQuery {
  shortLink: string;
  serviceId: string;
  variationId: string | null;
  locationId: string;
  addOnServiceIds: string[];
  from: LocalDate;
  to: LocalDate;
}

const BOOKING_AVAILABILITY = graphql(`
  query BookingAvailability(
    $shortLink: String!, $serviceId: ID, $variationId: ID, $locationId: ID, $addOnServiceIds: [ID!], $from: LocalDate, $to: LocalDate
  ) {
    publicPractice(shortLink: $shortLink) {
      id
      bookingAvailability(
        serviceId: $serviceId, variationId: $variationId, locationId: $locationId, addOnServiceIds: $addOnServiceIds, from: $from, to: $to
      ) { timeZone availableSlots { date datetimes } }
    }
  }
`);

const cache = new Map<string, Promise<Availability>>();

export function fetchAvailability(query: AvailabilityQuery): Promise<Availability> {
  const key = JSON.stringify(query);
  let pending = cache.get(key);
  if (!pending) {
    pending = graphqlRequest(BOOKING_AVAILABILITY, { ...query }).then((data) => {
      if (!data.publicPractice) throw new Error('This booking page no longer exists.');
      return data.publicPractice.bookingAvailability;
    });
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

/** After a booking attempt the practice's free times have changed. */
export function forgetAvailability(): void {
  cache.clear();
}
