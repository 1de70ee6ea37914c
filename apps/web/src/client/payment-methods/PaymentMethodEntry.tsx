import { AppLink } from '../navigation/AppLink';
import { cardLabel } from '../payment/savedCard';
import { expiresOn, type PaymentMethodRow } from './paymentMethods';

interface Props {
  row: PaymentMethodRow;
  onAdd: (row: PaymentMethodRow) => void;
  onDelete: (row: PaymentMethodRow) => void;
}

/** One practitioner: their name, the card saved with them (or none) and what can be done with it. */
export function PaymentMethodEntry({ row, onAdd, onDelete }: Props) {
  const { practice, paymentMethod: card } = row;
  return (
    <li className="payment-method">
      <div className="payment-method-text">
        <h2 className="payment-method-practice">
          <AppLink href={practice.url}>{practice.name}</AppLink>
        </h2>
        {!practice.hasPaymentProvider ? (
          <p className="muted">{practice.name} does not take card payments, so a card cannot be saved with them.</p>
        ) : card ? (
          <p className="payment-method-card">
            <span className="payment-method-label">{cardLabel(card)}</span>
            <span className="muted">{expiresOn(card)}</span>
          </p>
        ) : (
          <p className="muted">No card saved</p>
        )}
      </div>
      {practice.hasPaymentProvider && (
        <div className="payment-method-actions">
          {card ? (
            <>
              <button type="button" className="button button-secondary" onClick={() => onAdd(row)} aria-label={`Change the card saved with ${practice.name}`}>
                Change
              </button>
              <button type="button" className="button button-secondary payment-method-delete" onClick={() => onDelete(row)} aria-label={`Delete the card saved with ${practice.name}`}>
                Delete
              </button>
            </>
          ) : (
            <button type="button" className="button button-primary" onClick={() => onAdd(row)} aria-label={`Add a card for ${practice.name}`}>
              Add
            </button>
          )}
        </div>
      )}
    </li>
  );
}
