// A payment opens its appointment in the calendar's flyout: /portal/calendar#{instantActionToken}
// (spec 001 §2 "Calendar"), the same link as a client's upcoming appointments.
import { useBasename } from 'react-admin';
import type { PaymentEntry } from './types';

/** The link, or null for a row without a token (nothing to open). */
export function useAppointmentHref(): (entry: PaymentEntry) => string | null {
  const basename = useBasename();
  return (entry) => (entry.instantActionToken ? `${basename}/calendar#${encodeURIComponent(entry.instantActionToken)}` : null);
}
