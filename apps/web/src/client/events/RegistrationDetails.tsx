import { useEffect, useRef } from 'react';
import { initials } from '../../shared/initials';
import { LocationMap } from '../maps/LocationMap';
import { AppLink } from '../navigation/AppLink';
import { CancelRegistration } from './CancelRegistration';
import { ClampedText } from './ClampedText';
import { EventAddToCalendar } from './EventAddToCalendar';
import type { EventRegistration } from './eventRegistration';
import { eventPrice, eventWhen, kindLabel, zoneNamed } from './eventText';
import { MobileAppPromo } from './MobileAppPromo';

/** Which page a registration shows (spec 000 §2.5, §4). */
export type RegistrationView = 'booked' | 'cancelled' | 'owner-cancelled' | 'status';

export function registrationView(registration: Pick<EventRegistration, 'state' | 'isOwnerCancelled' | 'event'>, now = Date.now()): RegistrationView {
  if (registration.state === 'cancelled') return registration.isOwnerCancelled ? 'owner-cancelled' : 'cancelled';
  if (registration.state === 'active' && Date.parse(registration.event.endsAt) > now) return 'booked';
  return 'status';
}

const HEADINGS: Record<RegistrationView, string> = {
  booked: 'Your appointment is booked!',
  cancelled: 'Registration Cancelled',
  'owner-cancelled': 'Your registration was cancelled',
  status: 'Appointment Status',
};

interface Props {
  registration: EventRegistration;
  justCancelled: boolean;
  onCancelled: () => void;
}

export function RegistrationDetails({ registration, justCancelled, onCancelled }: Props) {
  const { event, practice, client } = registration;
  const view = registrationView(registration);
  const heading = useRef<HTMLHeadingElement>(null);
  const when = eventWhen(event);
  const eventTypePath = `/${encodeURIComponent(practice.shortLink)}/${encodeURIComponent(registration.eventType.slug)}`;
  const started = Date.parse(event.startsAt) <= Date.now();
  const photo = event.photoUrl ?? event.imageUrl;

  // After the cancel the dialog is gone: focus goes to the new heading.
  useEffect(() => {
    if (justCancelled) heading.current?.focus();
  }, [justCancelled]);

  return (
    <>
      <article className="card appointment registration" aria-labelledby="registration-heading">
        {justCancelled && (
          <p className="banner banner-success" role="status">
            Your registration has been cancelled.
          </p>
        )}
        <h1 id="registration-heading" tabIndex={-1} ref={heading} className="registration-heading">
          {HEADINGS[view]}
        </h1>
        <p className="status-sentence">{statusSentence(registration, view, when.date)}</p>

        <section className="section registration-event" aria-label="Event">
          {photo && <img className="event-photo" src={photo} alt="" />}
          <h2 className="registration-event-name">{event.name}</h2>
          <p className="registration-kind">
            <span className="event-kind-badge">{kindLabel(event.kind)}</span>
          </p>
          <dl className="registration-facts">
            <dt>Date</dt>
            <dd>{when.date}</dd>
            {when.time && (
              <>
                <dt>Time</dt>
                <dd>{when.time}</dd>
              </>
            )}
            <dt>Time zone</dt>
            <dd>{zoneNamed(event.startsAt, event.timeZone)}</dd>
            <dt>{event.kind === 'virtual' ? 'Where' : 'Location'}</dt>
            <dd className="registration-location">{event.location}</dd>
            {(client.firstName || client.lastName) && (
              <>
                <dt>Attendee</dt>
                <dd>
                  {client.firstName} {client.lastName}
                  {client.email && <span className="registration-email">{client.email}</span>}
                </dd>
              </>
            )}
          </dl>
          {event.description && <ClampedText className="event-description" text={event.description} />}
          {event.instructions && view === 'booked' && (
            <section className="event-instructions" aria-labelledby="registration-instructions-heading">
              <h3 id="registration-instructions-heading">Instructions</h3>
              <p>{event.instructions}</p>
            </section>
          )}
          {view === 'booked' && event.kind !== 'virtual' && event.location && <LocationMap address={event.location} />}
        </section>

        <section className="section practitioner" aria-label="Practitioner">
          <span className="avatar" aria-hidden="true">
            {initials(practice.name)}
          </span>
          <div className="practitioner-contact">
            <p className="practitioner-name">{practice.name}</p>
            {practice.phone && (
              <p>
                <a className="practitioner-phone" href={`tel:${practice.phone}`}>
                  {practice.phone}
                </a>
              </p>
            )}
            {practice.email && (
              <p>
                <a href={`mailto:${practice.email}`}>{practice.email}</a>
              </p>
            )}
          </div>
        </section>

        <section className="section registration-payment" aria-labelledby="registration-payment-heading">
          <h2 id="registration-payment-heading" className="registration-section-heading">
            Payment
          </h2>
          <p className="registration-payment-line">
            <span className={`payment-label payment-label-${registration.paymentStatus}`}>{registration.paymentLabel}</span>
            <span className="registration-amount">{eventPrice(registration.amountCents, 'USD')}</span>
          </p>
          {registration.discount && (
            <p className="muted">
              Discount {registration.discount.code}: −{eventPrice(registration.discount.amountCents, 'USD')}
            </p>
          )}
        </section>

        {view === 'booked' && <EventAddToCalendar registration={registration} />}

        <footer className="section actions">
          {view === 'booked' && !started && (
            <CancelRegistration token={registration.token} eventName={event.name} paid={registration.paymentStatus === 'paid'} onCancelled={onCancelled} />
          )}
          <AppLink className="button button-primary" href={eventTypePath}>
            {view === 'booked' ? 'See all dates' : 'See upcoming dates'}
          </AppLink>
        </footer>
      </article>
      <MobileAppPromo />
    </>
  );
}

function statusSentence(registration: EventRegistration, view: RegistrationView, date: string): string {
  const { event, practice, client } = registration;
  switch (view) {
    case 'booked':
      return `${client.firstName ? `${client.firstName}, you are` : 'You are'} registered for ${event.name}. We look forward to seeing you.`;
    case 'cancelled':
      return `Your registration for ${event.name} on ${date} has been cancelled.`;
    case 'owner-cancelled':
      return `The practitioner cancelled your registration for ${event.name} on ${date}. Please contact ${practice.name} with any questions, or choose another date.`;
    case 'status':
      return registration.state === 'active' ? `${event.name} has already taken place.` : `This registration is ${registration.state}.`;
  }
}
