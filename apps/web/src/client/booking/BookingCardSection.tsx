// The card a practice requires to book (shown only when the booking is not free): the card form,
// or the card saved for this booking with a way to use another one.
import type { RefObject } from 'react';
import { CardForm } from '../payment/CardForm';
import { cardExpiry, cardLabel } from '../payment/savedCard';
import type { PublicPractice } from '../practice/publicPractice';
import { bookingCardSaving, type BookingCard } from './bookingCard';

interface Props {
  sectionRef: RefObject<HTMLElement | null>;
  practice: PublicPractice;
  card: BookingCard | null;
  /** The visitor's details for the setup; throws the reason when they are not filled in yet. */
  visitor: () => { email: string; firstName: string; lastName: string };
  onCard: (card: BookingCard) => void;
  onChangeCard: () => void;
  disabled: boolean;
}

export function BookingCardSection({ sectionRef, practice, card, visitor, onCard, onChangeCard, disabled }: Props) {
  // The card form hands the card to onCard (through the saving) once the provider confirmed it.
  const saving = bookingCardSaving(practice, visitor, onCard);
  return (
    <section ref={sectionRef} className="booking-card" aria-labelledby="booking-card-title">
      <h3 id="booking-card-title">Credit card</h3>
      <p className="booking-card-note">{practice.name} asks for a card to book. You will not be charged until your appointment.</p>
      {card ? (
        <div className="booking-card-saved" role="status">
          <span>
            Card added: {cardLabel(card.card)} · expires {cardExpiry(card.card)}
          </span>
          <button type="button" className="button button-secondary" onClick={onChangeCard} disabled={disabled}>
            Use another card
          </button>
        </div>
      ) : (
        <CardForm
          saving={saving}
          submitLabel="Add card"
          disabled={disabled}
          onSaved={() => undefined}
        />
      )}
    </section>
  );
}
