// What the confirmation screen shows. It cannot be rebuilt from the URL, so it travels in the
// history entry's state (which survives a reload of that entry).
export interface BookingConfirmation {
  state: 'pending' | 'approved';
  instantActionToken: string;
  startsAt: string;
  timeZone: string;
  serviceNames: string[];
  timeLength: number;
  amountCents: number;
  locationName: string;
  locationDetail: string;
  practitionerName: string;
  practiceUrl: string;
}

export function confirmationState(confirmation: BookingConfirmation): { booking: BookingConfirmation } {
  return { booking: confirmation };
}

export function readConfirmation(historyState: unknown): BookingConfirmation | null {
  const booking = (historyState as { booking?: BookingConfirmation } | null)?.booking;
  return booking && typeof booking.instantActionToken === 'string' && typeof booking.startsAt === 'string' ? booking : null;
}
