import { CardForm } from '../payment/CardForm';
import { Dialog } from '../payment/Dialog';
import { cardExpiry, cardLabel } from '../payment/savedCard';
import { cardSavingFor } from './paymentCalls';
import type { TokenAppointment } from './tokenAppointment';

interface Props {
  appointment: TokenAppointment;
  onClose: () => void;
  /** The card is saved: the page closes the dialog, says so and reads the appointment again. */
  onSaved: () => void;
}

/** 'Add credit card' for a future appointment: the card is saved now and charged the day of the appointment. */
export function AddCardDialog({ appointment, onClose, onSaved }: Props) {
  const card = appointment.defaultPaymentMethodData;
  return (
    <Dialog title="Add credit card" onClose={onClose}>
      <p>Your card will be charged the day of the appointment.</p>
      {card && (
        <p className="muted">
          Card on file: {cardLabel(card)} · expires {cardExpiry(card)}. A new card replaces it.
        </p>
      )}
      <CardForm saving={cardSavingFor(appointment)} submitLabel="Save card" onSaved={onSaved} />
    </Dialog>
  );
}
