// The booking steps, shared by the practice page and a service page: length -> add-ons ->
// location -> day and time -> contact details -> confirmation. Steps with nothing to choose
// are skipped; every choice is in the query string (see bookingSelection.ts).
import { Suspense, lazy, useState } from 'react';
import { navigate, useCurrentUrl } from '../navigation/navigate';
import type { PublicPractice, PublicService } from '../practice/publicPractice';
import { AddOnsStep } from './AddOnsStep';
import { BookingConfirmationCard } from './BookingConfirmationCard';
import { confirmationState, readConfirmation, type BookingConfirmation } from './bookingConfirmation';
import { planFlow, readSelection, withSelection, type Selection, type StepName } from './bookingSelection';
import { BookingSummary } from './BookingSummary';
import { monthOf } from './calendarMonth';
import { EMPTY_CONTACT, type ContactDetails } from './contactDetails';
import { LocationStep } from './LocationStep';
import { TimeStep } from './TimeStep';
import { StepLoadBoundary } from './StepLoadBoundary';
import { useStepFocus } from './useStepFocus';
import { VariationStep } from './VariationStep';
import './booking.css';

const loadContactStep = () => import('./ContactStep');
const ContactStep = lazy(loadContactStep);

const HEADINGS: Record<StepName, string> = {
  variation: 'Choose a length',
  addons: 'Add-ons',
  location: 'Choose a location',
  time: 'Choose a day and time',
  contact: 'Your details',
  done: '',
};

interface Props {
  practice: PublicPractice;
  service: PublicService;
  onChangeService?: () => void;
  /** Focus the first step's heading on mount (when opened from the service list). */
  focusOnMount?: boolean;
}

export function BookingFlow({ practice, service, onChangeService, focusOnMount = false }: Props) {
  const url = useCurrentUrl();
  const selection = readSelection(url.search);
  const confirmation = readConfirmation(url.state);
  const plan = planFlow(practice, service, selection, !!confirmation);
  const [contact, setContact] = useState<ContactDetails>(EMPTY_CONTACT);
  const heading = useStepFocus<HTMLHeadingElement>(plan.step, focusOnMount);

  // Reads the address at call time: a booking answers after the visitor may have moved on.
  const go = (changes: Partial<Selection>, replace = false, state?: unknown) =>
    navigate(`${window.location.pathname}${withSelection(new URLSearchParams(window.location.search), changes)}`, { replace, state });
  const after = (step: StepName): StepName => plan.steps[plan.steps.indexOf(step) + 1] ?? 'contact';
  // A different length, add-on or place changes which times are free.
  const upstream = (changes: Partial<Selection>, step: StepName) => go({ ...changes, startsAt: null, step: after(step) });

  if (plan.step === 'done' && confirmation) return <BookingConfirmationCard booking={confirmation} />;
  if (plan.step === 'time' || plan.step === 'contact') void loadContactStep();

  const position = plan.steps.indexOf(plan.step) + 1;
  return (
    <section className="card booking-flow" aria-labelledby="booking-step-heading">
      <p className="step-count muted">
        Step {position} of {plan.steps.length}
      </p>
      <BookingSummary service={service} plan={plan} onChangeStep={(step) => go({ step })} onChangeService={onChangeService} />
      <h2 id="booking-step-heading" className="step-heading" tabIndex={-1} ref={heading}>
        {HEADINGS[plan.step]}
      </h2>
      {plan.step === 'variation' && (
        <VariationStep service={service} variationId={plan.variation?.id ?? null} onPick={(variationId) => upstream({ variationId }, 'variation')} />
      )}
      {plan.step === 'addons' && (
        <AddOnsStep
          addOns={plan.availableAddOns}
          chosenIds={plan.addOns.map((addOn) => addOn.id)}
          onChange={(addOnIds) => go({ addOnIds, startsAt: null }, true)}
          onContinue={() => go({ step: after('addons') })}
        />
      )}
      {plan.step === 'location' && (
        <LocationStep locations={plan.locations} locationId={plan.location?.id ?? null} onPick={(locationId) => upstream({ locationId }, 'location')} />
      )}
      {plan.step === 'time' && plan.location && (
        <TimeStep
          practice={practice}
          service={service}
          location={plan.location}
          plan={plan}
          selection={selection}
          onMonth={(month) => go({ month, date: null }, true)}
          onDay={(date) => go({ date }, true)}
          onSlot={(startsAt, date) => go({ startsAt, date, month: monthOf(date), step: 'contact' })}
        />
      )}
      {plan.step === 'contact' && plan.location && plan.startsAt && (
        <StepLoadBoundary>
          <Suspense fallback={<p className="loading" role="status">Loading…</p>}>
            <ContactStep
              practice={practice}
              service={service}
              location={plan.location}
              plan={plan}
              startsAt={plan.startsAt}
              contact={contact}
              onContactChange={setContact}
              onTimeChange={(startsAt) => go({ startsAt, date: startsAt.slice(0, 10), month: startsAt.slice(0, 7) }, true)}
              onSeeAllTimes={() => go({ step: 'time', startsAt: null })}
              onBooked={(booking: BookingConfirmation) => go({ step: 'done' }, true, confirmationState(booking))}
            />
          </Suspense>
        </StepLoadBoundary>
      )}
    </section>
  );
}
