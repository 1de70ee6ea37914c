import { useId } from 'react';
import { cardExpiry, cardLabel, type SavedCard } from './savedCard';
import type { VenmoSupport } from './venmoSupport';

/** spec 000 §4: the payment method is one of these; saved_card is the default when a card is saved. */
export type PaymentMethod = 'saved_card' | 'new_card' | 'paypal' | 'venmo';

export interface MethodOptions {
  savedCard: SavedCard | null;
  /** A card provider is connected (saved and new cards). */
  cards: boolean;
  paypal: boolean;
  /** Venmo enabled by the practice, and where this browser stands (null: not enabled). */
  venmo: VenmoSupport | null;
}

export const defaultMethod = (options: MethodOptions): PaymentMethod | null =>
  options.cards ? (options.savedCard ? 'saved_card' : 'new_card') : options.paypal ? 'paypal' : options.venmo?.offered ? 'venmo' : null;

interface Props {
  options: MethodOptions;
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}

/** Saved card (disabled without one), new card, PayPal, Venmo (with its browser message where it cannot run). */
export function PaymentMethodChoice({ options, value, onChange, disabled = false }: Props) {
  const name = useId();
  const { savedCard, venmo } = options;
  const option = (method: PaymentMethod, label: string, detail: string | null, unavailable = false) => (
    <label className={`method-option${value === method ? ' method-option-checked' : ''}${unavailable ? ' method-option-disabled' : ''}`} key={method}>
      <input type="radio" name={name} checked={value === method} onChange={() => onChange(method)} disabled={disabled || unavailable} />
      <span className="method-option-label">{label}</span>
      {detail && <span className="method-option-detail"> {detail}</span>}
    </label>
  );
  return (
    <fieldset className="method-choice">
      <legend>Pay with</legend>
      {options.cards && option('saved_card', 'Saved card', savedCard ? `${cardLabel(savedCard)} · expires ${cardExpiry(savedCard)}` : 'No saved card', !savedCard)}
      {options.cards && option('new_card', 'New card', null)}
      {options.paypal && option('paypal', 'PayPal', null)}
      {venmo && (venmo.offered || venmo.message) && option('venmo', 'Venmo', null, !venmo.offered)}
      {venmo && !venmo.offered && venmo.message && (
        <p className="pay-problem method-note" role="note">
          {venmo.message}
        </p>
      )}
    </fieldset>
  );
}
