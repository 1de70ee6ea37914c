import { useState } from 'react';
import { Dialog } from '../payment/Dialog';
import { cardLabel } from '../payment/savedCard';
import { deletePaymentMethod, type PaymentMethodRow } from './paymentMethods';

interface Props {
  row: PaymentMethodRow;
  onClose: () => void;
  /** Settled: the page closes the dialog, says how it went and reads the list again. */
  onDone: (deleted: boolean) => void;
}

/** Delete asks first: the card is removed from the practitioner and at their card provider. */
export function DeleteCardDialog({ row, onClose, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  const card = row.paymentMethod!;

  const confirm = async () => {
    setBusy(true);
    const deleted = await deletePaymentMethod(row.clientId).then(
      () => true,
      () => false,
    );
    setBusy(false);
    onDone(deleted);
  };

  return (
    <Dialog title="Delete card" onClose={onClose} busy={busy}>
      <p>
        Delete {cardLabel(card)} saved with {row.practice.name}? Upcoming appointments with them will need a new card before they can be charged.
      </p>
      <div className="payment-method-dialog-actions">
        <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
          Keep card
        </button>
        <button type="button" className="button button-danger" onClick={confirm} disabled={busy}>
          {busy ? 'Deleting…' : 'Delete card'}
        </button>
      </div>
    </Dialog>
  );
}
