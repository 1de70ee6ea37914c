// Your Bookings (spec 000 §2.1, §4, §9): the signed-in client's bookings tabs, their labels, and
// cancelling a pending or unavailable booking.
import { graphql } from '../../graphql';
import type { ClientBookingsQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

export type ClientBooking = ClientBookingsQuery['clientBookings']['upcomingAppointments'][number];
export type BookingTransaction = NonNullable<ClientBooking['transaction']>;

const CLIENT_BOOKINGS = graphql(`
  query ClientBookings {
    clientBookings {
      upcomingAppointments { ...BookingCardFields }
      pastAppointments { ...BookingCardFields }
      expiredAppointments { ...BookingCardFields }
      transactions { ...BookingCardFields }
    }
  }
  fragment BookingCardFields on ClientBooking {
    id state stateLabel startsAt endsAt amountCents feeCents platformFeeCents instantActionToken appointmentTimeLength practiceId serviceId
    practice { id name url defaultCurrency }
    services { id name timeLength amountCents addOn }
    location { id name kind address timeZone timeZoneAbbr }
    transaction { id type state amountCents stateLabel description }
  }
`);

const CANCEL_BOOKING = graphql(`
  mutation CancelClientBooking($appointmentId: ID!) {
    cancelClientBooking(appointmentId: $appointmentId) { result errors }
  }
`);

export type Tabs = ClientBookingsQuery['clientBookings'];

export async function fetchClientBookings(): Promise<Tabs> {
  return (await graphqlRequest(CLIENT_BOOKINGS)).clientBookings;
}

export async function cancelBooking(appointmentId: string): Promise<void> {
  const { cancelClientBooking: payload } = await graphqlRequest(CANCEL_BOOKING, { appointmentId });
  if (payload.result !== 'success') throw new Error(payload.errors[0] ?? 'There was an error cancelling your appointment.');
}

/** spec 000 §9: (amount + fee + platform fee) / 100; an amount of 0 shows 'Free'. */
export const bookingTotal = (booking: Pick<ClientBooking, 'amountCents' | 'feeCents' | 'platformFeeCents' | 'practice'>): string => {
  const cents = booking.amountCents + booking.feeCents + booking.platformFeeCents;
  if (cents === 0) return 'Free';
  const currency = booking.practice?.defaultCurrency === 'CAD' ? 'CAD' : 'USD';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
};

/** A client may cancel only pending or unavailable bookings here (spec 000 §4). */
export const canCancel = (booking: Pick<ClientBooking, 'state'>): boolean => booking.state === 'pending' || booking.state === 'unavailable';
