// The last step: who is booking. Loaded on demand (it brings libphonenumber-js).
import { useId, useRef, useState, type FormEvent } from 'react';
import { displayPhone } from '@app/clients/shared';
import type { PublicLocation, PublicPractice, PublicService } from '../practice/publicPractice';
import { locationDetail } from '../practice/serviceText';
import { forgetAvailability } from './availability';
import type { BookingConfirmation } from './bookingConfirmation';
import type { FlowPlan } from './bookingSelection';
import type { ContactDetails } from './contactDetails';
import { ContactField } from './ContactField';
import { MAX_NAME_LENGTH, contactProblem, contactProblems, type ContactProblems } from './contactValidation';
import { requestAppointment } from './requestAppointment';
import { PaymentFailure } from '../payment/paymentFailure';
import { TakenTimeChoices } from './TakenTimeChoices';
import { BookingCardSection } from './BookingCardSection';
import { bookingNeedsCard, type BookingCard } from './bookingCard';
import { CouponCodeField, type AppliedCoupon } from '../coupons/CouponCodeField';
import { GiftCardCodeField, type AppliedGiftCard } from '../gift-cards/GiftCardCodeField';
import { giftCardPays } from '../gift-cards/giftCardBalance';

/** The API's words when a required card is missing (requestAppointment answers the same). */
const CARD_REQUIRED = 'Please add a credit card to book. You will not be charged until your appointment.';

interface Props {
  practice: PublicPractice;
  service: PublicService;
  location: PublicLocation;
  plan: FlowPlan;
  startsAt: string;
  contact: ContactDetails;
  onContactChange: (contact: ContactDetails) => void;
  onTimeChange: (startsAt: string) => void;
  /** Back to the calendar, to choose any other free time. */
  onSeeAllTimes: () => void;
  onBooked: (confirmation: BookingConfirmation) => void;
}

const FIELDS: (keyof ContactDetails)[] = ['firstName', 'lastName', 'email', 'phone'];

export default function ContactStep({ practice, service, location, plan, startsAt, contact, onContactChange, onTimeChange, onSeeAllTimes, onBooked }: Props) {
  const [problems, setProblems] = useState<ContactProblems>({});
  const [sending, setSending] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [alternatives, setAlternatives] = useState<string[]>([]);
  const inputs = useRef<Partial<Record<keyof ContactDetails, HTMLInputElement | null>>>({});
  const formId = useId();
  const needsCard = bookingNeedsCard(practice, plan.amountCents);
  const [card, setCard] = useState<BookingCard | null>(null);
  const cardSection = useRef<HTMLElement | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(null);
  const afterCoupon = coupon ? coupon.totalCents : plan.amountCents;
  const toPay = afterCoupon - (giftCard ? giftCardPays(giftCard.balanceCents, afterCoupon) : 0);

  /** The details a card is saved under: checked first, as the booking will check them. */
  function visitorForCard() {
    const found = contactProblems(contact);
    setProblems(found);
    if (FIELDS.some((field) => found[field])) throw new PaymentFailure('Please fill in your details above before adding a card.');
    return { email: contact.email.trim(), firstName: contact.firstName.trim(), lastName: contact.lastName.trim() };
  }

  function change(field: keyof ContactDetails, value: string) {
    onContactChange({ ...contact, [field]: value });
    if (problems[field]) setProblems({ ...problems, [field]: contactProblem(field, value) ?? undefined });
  }

  function blur(field: keyof ContactDetails) {
    const problem = contact[field] ? contactProblem(field, contact[field]) : null;
    setProblems({ ...problems, [field]: problem ?? undefined });
    if (field === 'phone' && !problem && contact.phone) onContactChange({ ...contact, phone: displayPhone(contact.phone) });
  }

  async function book(at: string) {
    const found = contactProblems(contact);
    setProblems(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    if (needsCard && !card) {
      setServerErrors([CARD_REQUIRED]);
      cardSection.current?.querySelector('input')?.focus();
      return;
    }
    setSending(true);
    setServerErrors([]);
    setAlternatives([]);
    try {
      const result = await requestAppointment({
        practiceId: practice.id,
        serviceId: service.id,
        variationId: plan.variation?.id ?? null,
        addOnServiceIds: plan.addOns.map((addOn) => addOn.id),
        locationId: location.id,
        startsAt: at,
        firstName: contact.firstName.trim(),
        lastName: contact.lastName.trim(),
        email: contact.email.trim(),
        phone: contact.phone.trim(),
        ...(needsCard && card ? card.ref : {}),
        discountCode: coupon?.code ?? null,
        giftCardCode: giftCard?.typedCode ?? null,
      });
      if (result.result === 'success' && result.instantActionToken && result.state) {
        forgetAvailability();
        onBooked({
          state: result.state,
          instantActionToken: result.instantActionToken,
          startsAt: at,
          timeZone: location.timeZone,
          serviceNames: [service.name, ...plan.addOns.map((addOn) => addOn.name)],
          timeLength: plan.timeLength,
          amountCents: toPay,
          locationName: location.name,
          locationDetail: locationDetail(location),
          practitionerName: practice.user.name,
          practiceUrl: practice.url,
        });
        return;
      }
      if (result.nextAvailableTimes.length > 0) forgetAvailability();
      // A card the provider did not confirm is asked for again.
      if (result.errors.some((message) => message.startsWith('The card was not saved'))) setCard(null);
      setServerErrors(result.errors.length > 0 ? result.errors : ['Your request could not be sent. Please try again.']);
      setAlternatives(result.nextAvailableTimes);
    } catch (error) {
      setServerErrors([`Error: ${error instanceof Error ? error.message : 'Network error'}`]);
    } finally {
      setSending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void book(startsAt);
  }

  function pickAlternative(at: string) {
    onTimeChange(at);
    void book(at);
  }

  const field = (name: keyof ContactDetails) => ({
    id: `contact-${name}`,
    name,
    value: contact[name],
    problem: problems[name],
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    onBlur: () => blur(name),
  });

  return (
    <>
      <form id={formId} className="contact-form" noValidate onSubmit={submit} aria-busy={sending}>
        <div className="field-row">
          <ContactField label="First name" autoComplete="given-name" maxLength={MAX_NAME_LENGTH} required {...field('firstName')} />
          <ContactField label="Last name" autoComplete="family-name" maxLength={MAX_NAME_LENGTH} required {...field('lastName')} />
        </div>
        <ContactField label="Email" type="email" autoComplete="email" inputMode="email" required {...field('email')} />
        <ContactField label="Phone" type="tel" autoComplete="tel" inputMode="tel" placeholder="+1 (555) 555-5555" required {...field('phone')} />
        {practice.flags.discountCodesEnabled && plan.amountCents > 0 && (
          <CouponCodeField
            practiceId={practice.id}
            serviceId={service.id}
            variationId={plan.variation?.id ?? null}
            addOnServiceIds={plan.addOns.map((addOn) => addOn.id)}
            applied={coupon}
            onApplied={setCoupon}
            disabled={sending}
          />
        )}
        {practice.flags.giftCardsEnabled && afterCoupon > 0 && (
          <GiftCardCodeField practiceId={practice.id} priceCents={afterCoupon} applied={giftCard} onApplied={setGiftCard} disabled={sending} />
        )}

        {serverErrors.length > 0 && (
          <div className="banner banner-error" role="alert">
            {serverErrors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
        {alternatives.length > 0 && <TakenTimeChoices times={alternatives} timeZone={location.timeZone} disabled={sending} onPick={pickAlternative} />}
      </form>

      {needsCard && (
        <BookingCardSection
          sectionRef={cardSection}
          practice={practice}
          card={card}
          visitor={visitorForCard}
          onCard={(saved) => {
            setCard(saved);
            setServerErrors([]);
          }}
          onChangeCard={() => setCard(null)}
          disabled={sending}
        />
      )}

      {alternatives.length > 0 ? (
        <button type="button" className="button button-secondary step-continue" disabled={sending} onClick={onSeeAllTimes}>
          See all available times
        </button>
      ) : (
        <button type="submit" form={formId} className="button button-primary step-continue" disabled={sending}>
          {sending ? 'Booking…' : 'Book appointment'}
        </button>
      )}
    </>
  );
}
