import { CardForm } from '../payment/CardForm';
import { Dialog } from '../payment/Dialog';
import { cardLabel } from '../payment/savedCard';
import { cardSavingForClient, type PaymentMethodRow } from './paymentMethods';

interface Props {
  row: PaymentMethodRow;
  onClose: () => void;
  /** The card is saved: the page closes the dialog, says so and reads the list again. */
  onSaved: () => void;
}

/** Add or Change: the card form of the practice's provider; the card becomes the one saved with them. */
export function SaveCardDialog({ row, onClose, onSaved }: Props) {
  const card = row.paymentMethod;
  return (
    <Dialog title={card ? 'Change card' : 'Add card'} onClose={onClose}>
      <p>
        {card ? `The new card replaces ${cardLabel(card)}: your` : 'Your'} appointments with {row.practice.name} will be paid with it.
      </p>
      <CardForm saving={cardSavingForClient(row)} submitLabel="Save card" onSaved={onSaved} />
    </Dialog>
  );
}
