// The appointment the client's card is read and removed through (see savedCardQueries.ts): the
// first payment listed, or else an upcoming appointment (a request the client saved a card with
// is not a payment yet). Kept once found, so the card is not read again as the pages change.
import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import type { PaymentEntry } from '../../../payments/types';
import type { ClientAppointment } from '../../types';
import type { CardHolderAppointment } from './savedCardQueries';

/** undefined while looking; null when the client has no appointment to reach a card through. */
export function useCardHolder(clientId: string, payments: PaymentEntry[], paymentsUnknown: boolean): CardHolderAppointment | null | undefined {
  const [holder, setHolder] = useState<CardHolderAppointment | null | undefined>(undefined);
  const upcoming = useGetList<ClientAppointment>('clientAppointments', { filter: { clientId, when: 'upcoming' } });
  const fromPayments = payments.find((row) => row.instantActionToken);
  const found: CardHolderAppointment | null =
    fromPayments?.instantActionToken
      ? { id: fromPayments.id, instantActionToken: fromPayments.instantActionToken }
      : (upcoming.data?.find((appointment) => appointment.instantActionToken) ?? null);
  const known = !paymentsUnknown && (Boolean(fromPayments) || !upcoming.isPending);

  useEffect(() => {
    if (!known || holder) return;
    setHolder(found ? { id: found.id, instantActionToken: found.instantActionToken } : null);
  }, [known, holder, found?.id, found?.instantActionToken]);
  return holder;
}
