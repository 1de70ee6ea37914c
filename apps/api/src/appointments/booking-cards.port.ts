// The public booking's card on file (requireClientCcToBook), as the booking needs it: a port the
// payments context implements, so booking knows nothing of providers. The booking page saves a
// card with the provider first (bookingSetupIntent, then the card form); the request carries it.
import type { CommandContext } from '#app/es';

export const BOOKING_CARDS = Symbol('BOOKING_CARDS');

/** What the booking page saved: a confirmed stripe setup's secret, or a square card token. */
export interface BookingCardInput {
  setupIntentSecret?: string | null;
  cardSourceId?: string | null;
}

export interface BookingCards {
  /** Whether `card` is one the practice's provider confirmed (false when none was given); throws a DomainError with the provider's reason. */
  confirm(practiceId: string, card: BookingCardInput): Promise<boolean>;
  /** Saves the confirmed card for the booked appointment: the client's default card and its hold. */
  record(appointmentId: string, instantActionToken: string, card: BookingCardInput, ctx: CommandContext): Promise<void>;
}
