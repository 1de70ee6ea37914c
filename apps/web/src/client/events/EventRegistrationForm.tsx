// The registration form of one date (loaded on demand: it brings libphonenumber-js): the visitor's
// details, checked as the booking flow checks them, and for a paid type the card, charged at once.
import { useId, useRef, useState, type FormEvent } from 'react';
import { displayPhone } from '@app/clients/shared';
import { GroupEventMessages } from '@app/group-events/shared';
import { bookingCardSaving, type BookingCardRef } from '../booking/bookingCard';
import { CouponCodeField, type AppliedCoupon } from '../coupons/CouponCodeField';
import { quoteEventDiscountCode } from '../coupons/discountCodeQuote';
import { ContactField } from '../booking/ContactField';
import { EMPTY_CONTACT, type ContactDetails } from '../booking/contactDetails';
import { MAX_NAME_LENGTH, contactProblem, contactProblems, type ContactProblems } from '../booking/contactValidation';
import { CardForm } from '../payment/CardForm';
import { PaymentFailure } from '../payment/paymentFailure';
import type { PublicPractice } from '../practice/publicPractice';
import { eventPrice } from './eventText';
import type { PublicEventDate, PublicEventType } from './publicEventType';
import { registerForEvent } from './registerForEvent';

interface Props {
  practice: PublicPractice;
  eventType: PublicEventType;
  date: PublicEventDate;
  onRegistered: (token: string) => void;
  /** Reads the dates again: the seats changed under the visitor (a full or started event). */
  onSeatsChanged: () => Promise<void>;
}

const FIELDS: (keyof ContactDetails)[] = ['firstName', 'lastName', 'email', 'phone'];

/** Refusals about the date itself, not the card: shown above the form and the dates read again. */
const DATE_REFUSALS: string[] = [GroupEventMessages.eventFull, GroupEventMessages.eventOver, GroupEventMessages.eventDeleted, GroupEventMessages.eventNotFound];

export default function EventRegistrationForm({ practice, eventType, date, onRegistered, onSeatsChanged }: Props) {
  const [contact, setContact] = useState<ContactDetails>(EMPTY_CONTACT);
  const [problems, setProblems] = useState<ContactProblems>({});
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const inputs = useRef<Partial<Record<keyof ContactDetails, HTMLInputElement | null>>>({});
  const cardRef = useRef<BookingCardRef | null>(null);
  const formId = useId();
  const paid = eventType.requiresCard || eventType.amountCents > 0;
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const price = eventPrice(coupon ? coupon.totalCents : eventType.amountCents, eventType.amountCurrency);

  /** Checks the details; focuses the first wrong one. */
  function contactReady(): boolean {
    const found = contactProblems(contact);
    setProblems(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return false;
    }
    return true;
  }

  function change(field: keyof ContactDetails, value: string) {
    setContact({ ...contact, [field]: value });
    if (problems[field]) setProblems({ ...problems, [field]: contactProblem(field, value) ?? undefined });
  }

  function blur(field: keyof ContactDetails) {
    const problem = contact[field] ? contactProblem(field, contact[field]) : null;
    setProblems({ ...problems, [field]: problem ?? undefined });
    if (field === 'phone' && !problem && contact.phone) setContact({ ...contact, phone: displayPhone(contact.phone) });
  }

  /** Sends the registration; true when it went through (the page moves on). */
  async function register(card?: BookingCardRef): Promise<{ ok: true } | { ok: false; errors: string[]; aboutDate: boolean }> {
    const outcome = await registerForEvent({
      bookableEventId: date.id,
      firstName: contact.firstName.trim(),
      lastName: contact.lastName.trim(),
      email: contact.email.trim(),
      phone: contact.phone.trim(),
      card,
      discountCode: coupon?.code ?? null,
    });
    if (outcome.ok) {
      onRegistered(outcome.token);
      return { ok: true };
    }
    const aboutDate = outcome.errors.some((message) => DATE_REFUSALS.includes(message));
    if (aboutDate) void onSeatsChanged();
    return { ok: false, errors: outcome.errors, aboutDate };
  }

  async function submitFree(event: FormEvent) {
    event.preventDefault();
    // A paid form has no submit button of its own: the card form's button registers.
    if (paid || sending || !contactReady()) return;
    setSending(true);
    setErrors([]);
    const outcome = await register();
    if (!outcome.ok) {
      setErrors(outcome.errors);
      setSending(false);
    }
  }

  /** The card form's last step, once the provider confirmed the card: register and pay. */
  async function registerWithCard() {
    const card = cardRef.current;
    cardRef.current = null;
    if (!card) throw new PaymentFailure(GroupEventMessages.unexpected);
    setSending(true);
    setErrors([]);
    const outcome = await register(card);
    if (outcome.ok) return;
    setSending(false);
    if (outcome.aboutDate) {
      setErrors(outcome.errors);
      return;
    }
    // A declined card (or any other refusal of the payment): its words, and the card form again.
    throw new PaymentFailure(outcome.errors.join(' '));
  }

  const saving = bookingCardSaving(
    practice,
    () => {
      if (!contactReady()) throw new PaymentFailure('Please fill in your details above before adding a card.');
      return { email: contact.email.trim(), firstName: contact.firstName.trim(), lastName: contact.lastName.trim() };
    },
    (card) => {
      cardRef.current = card.ref;
    },
  );

  const field = (name: keyof ContactDetails) => ({
    id: `${formId}-${name}`,
    name,
    value: contact[name],
    problem: problems[name],
    disabled: sending,
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    onBlur: () => blur(name),
  });

  return (
    <>
      <form id={formId} className="contact-form" noValidate onSubmit={submitFree} aria-busy={sending} aria-label="Your details">
        <div className="field-row">
          <ContactField label="First name" autoComplete="given-name" maxLength={MAX_NAME_LENGTH} required {...field('firstName')} />
          <ContactField label="Last name" autoComplete="family-name" maxLength={MAX_NAME_LENGTH} required {...field('lastName')} />
        </div>
        <ContactField label="Email" type="email" autoComplete="email" inputMode="email" required {...field('email')} />
        <ContactField label="Phone" type="tel" autoComplete="tel" inputMode="tel" placeholder="+1 (555) 555-5555" required {...field('phone')} />
        {errors.length > 0 && (
          <div className="banner banner-error" role="alert">
            {errors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
        {!paid && (
          <button type="submit" className="button button-primary step-continue" disabled={sending}>
            {sending ? 'Registering…' : 'Register'}
          </button>
        )}
      </form>

      {paid && (
        <section id={`${formId}-card`} className="event-payment" aria-labelledby={`${formId}-card-title`}>
          <h3 id={`${formId}-card-title`}>Payment</h3>
          {practice.flags.discountCodesEnabled && (
            <CouponCodeField quote={(code) => quoteEventDiscountCode(date.id, code)} applied={coupon} onApplied={setCoupon} disabled={sending} />
          )}
          <p className="event-payment-note">
            {price} is charged to your card when you register.
          </p>
          <CardForm
            saving={saving}
            submitLabel={`Pay ${price} and register`}
            beforeSave={contactReady}
            onSaved={registerWithCard}
            disabled={sending}
          />
        </section>
      )}
    </>
  );
}
