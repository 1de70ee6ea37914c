// The tabs of Your Bookings (spec 000 §2.1, §4) for the client records of one client user:
// - Upcoming: not yet started, pending, confirmed or unavailable (declined, until dismissed);
// - Past: confirmed and started;
// - Expired: requests the pro never answered whose start time has passed (instants are UTC, so
//   "its start in its zone" is the same moment);
// - Transactions: the bookings where money moved or was held, newest booking first.
// Cancelled bookings show in none of them.
import type { DocumentCollection, DocumentStore, Filter } from '#app/readstore';
import { clientBookingsProjection, type ClientBookingDocument } from './client-bookings.projection.js';

export type BookingTab = 'upcoming' | 'past' | 'expired' | 'transactions';

/** A tab shows at most this many (a client with more sees the nearest ones). */
export const BOOKINGS_PER_TAB = 200;

export class ClientBookingsQuery {
  private readonly bookings: DocumentCollection<ClientBookingDocument>;

  constructor(documents: DocumentStore) {
    this.bookings = documents.collection<ClientBookingDocument>(clientBookingsProjection.collection);
  }

  async tab(tab: BookingTab, clientIds: readonly string[], now: Date): Promise<ClientBookingDocument[]> {
    if (clientIds.length === 0) return [];
    const mine: Filter = { clientId: { $in: [...clientIds] } };
    const at = now.toISOString();
    switch (tab) {
      case 'upcoming':
        return this.bookings.find({
          filter: { ...mine, startsAt: { $gt: at }, state: { $in: ['pending', 'approved', 'declined'] }, dismissed: false },
          sort: [{ field: 'startsAt', order: 'asc' }],
          limit: BOOKINGS_PER_TAB,
        });
      case 'past':
        return this.bookings.find({ filter: { ...mine, startsAt: { $lte: at }, state: 'approved' }, sort: [{ field: 'startsAt', order: 'desc' }], limit: BOOKINGS_PER_TAB });
      case 'expired':
        return this.bookings.find({ filter: { ...mine, startsAt: { $lte: at }, state: 'pending' }, sort: [{ field: 'startsAt', order: 'desc' }], limit: BOOKINGS_PER_TAB });
      case 'transactions':
        return this.bookings.find({ filter: { ...mine, transaction: { $ne: null } }, sort: [{ field: 'bookedAt', order: 'desc' }], limit: BOOKINGS_PER_TAB });
    }
  }

  /** One booking, when it belongs to one of these client records. */
  async ofClients(id: string, clientIds: readonly string[]): Promise<ClientBookingDocument | null> {
    const booking = await this.bookings.get(id);
    return booking && clientIds.includes(booking.clientId) ? booking : null;
  }
}
