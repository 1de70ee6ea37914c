import type { ClientProfile, NoteType } from '#app/clients';
import type { WalletState } from '#app/payments';

export interface ClientNoteDocument {
  id: string;
  text: string;
  time: string;
  noteType: NoteType;
  appointmentId: string | null;
}

export interface CustomPriceDocument {
  id: string;
  serviceId: string;
  variationId: string | null;
  amountCents: number;
}

/** One client in the directory and on the profile page. */
export interface ClientDocument extends ClientProfile {
  id: string;
  practiceId: string;
  fullName: string;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  notes: ClientNoteDocument[];
  customPrices: CustomPriceDocument[];
  /** The provider customers and the default card (absent until the first card is saved). */
  wallet?: WalletState;
  /** Lower-cased keys a search matches by prefix, and the sort keys. */
  search: { first: string; last: string; full: string; email: string; phone: string; phoneFull: string };
}
