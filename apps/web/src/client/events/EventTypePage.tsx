// /{shortLink}/{slug}: an event type's public page (spec 000 §3 "Bookable event type"): what it is,
// its upcoming dates with the seats left, and the registration form for the date a visitor picks.
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { StepLoadBoundary } from '../booking/StepLoadBoundary';
import { navigate } from '../navigation/navigate';
import { AppLink } from '../navigation/AppLink';
import { NotFoundPage } from '../NotFoundPage';
import { PracticeGate } from '../practice/PracticeGate';
import { PracticeHeader } from '../practice/PracticeHeader';
import type { PublicPractice } from '../practice/publicPractice';
import { ClampedText } from './ClampedText';
import { EventDates } from './EventDates';
import { eventLength, eventPrice, eventWhen, kindLabel } from './eventText';
import type { PublicEventDate, PublicEventType } from './publicEventType';
import { useEventType, type EventTypeLoad } from './useEventType';
import '../practice/PracticePage.css';
import '../booking/booking.css';
import './events.css';

// The form brings the phone checks (libphonenumber-js): loaded when a date is chosen.
const loadForm = () => import('./EventRegistrationForm');
const EventRegistrationForm = lazy(loadForm);

export function EventTypePage({ shortLink, slug }: { shortLink: string; slug: string }) {
  // Asked for at once, beside the practice (which the gate loads), not after it.
  const eventType = useEventType(shortLink, slug);
  return (
    <PracticeGate shortLink={shortLink}>
      {(practice) => <EventTypeLoadView practice={practice} {...eventType} />}
    </PracticeGate>
  );
}

interface LoadProps {
  practice: PublicPractice;
  load: EventTypeLoad;
  retry: () => void;
  refresh: () => Promise<void>;
}

function EventTypeLoadView({ practice, load, retry, refresh }: LoadProps) {
  switch (load.status) {
    case 'loading':
      return (
        <main className="page">
          <p className="loading" role="status">
            Loading event…
          </p>
        </main>
      );
    case 'not-found':
      return (
        <NotFoundPage title="Event not found" text="This event is no longer offered online. Please check the link you were given.">
          <AppLink className="button button-primary" href={practice.url}>
            See {practice.name}
          </AppLink>
        </NotFoundPage>
      );
    case 'error':
      return (
        <NotFoundPage title="Something went wrong" text={`Error: ${load.message}`}>
          <button type="button" className="button button-primary" onClick={retry}>
            Try again
          </button>
        </NotFoundPage>
      );
    case 'ready':
      return <EventTypeDetail practice={practice} eventType={load.eventType} refresh={refresh} />;
  }
}

interface DetailProps {
  practice: PublicPractice;
  eventType: PublicEventType;
  refresh: () => Promise<void>;
}

function EventTypeDetail({ practice, eventType, refresh }: DetailProps) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = eventType.events.find((date) => date.id === chosenId) ?? null;
  const formHeading = useRef<HTMLHeadingElement>(null);
  const price = eventPrice(eventType.amountCents, eventType.amountCurrency);

  // Keyboard and screen-reader users land on the form they opened.
  useEffect(() => {
    if (chosenId) formHeading.current?.focus();
  }, [chosenId]);

  // Prefetch the form while the visitor reads, so choosing a date opens it at once.
  useEffect(() => {
    if (eventType.events.some((date) => !date.full)) void loadForm().catch(() => undefined);
  }, [eventType.events]);

  return (
    <main className="page page-wide">
      <PracticeHeader practice={practice} />
      <div className="practice-columns">
        <div className="practice-main">
          <article className="card event-type" aria-labelledby="event-type-heading">
            <AppLink className="back-link" href={practice.url}>
              ← All services
            </AppLink>
            {eventType.photoUrl && <img className="event-photo" src={eventType.photoUrl} alt="" />}
            <h2 id="event-type-heading" className="service-title">
              {eventType.name}
            </h2>
            <ul className="lengths event-facts" aria-label="At a glance">
              <li>{kindLabel(eventType.kind)}</li>
              <li>{eventLength(eventType.duration, eventType.durationUnit)}</li>
              <li>{price}</li>
            </ul>
            <p className="event-location">
              <span className="visually-hidden">Location: </span>
              {eventType.location}
            </p>
            {eventType.description && <ClampedText className="event-description" text={eventType.description} />}
            {eventType.instructions && (
              <section className="event-instructions" aria-labelledby="event-instructions-heading">
                <h3 id="event-instructions-heading">Instructions</h3>
                <p>{eventType.instructions}</p>
              </section>
            )}
          </article>

          <EventDates dates={eventType.events} chosenId={chosenId} onChoose={setChosenId} />

          {chosen && (
            <section className="card event-register" aria-labelledby="event-register-heading">
              <h2 id="event-register-heading" className="step-heading event-register-heading" tabIndex={-1} ref={formHeading}>
                Register
              </h2>
              <ChosenDate date={chosen} />
              {chosen.full ? (
                <div className="banner banner-error" role="alert">
                  <p>Sorry, this event is full.</p>
                  <p>Please choose another date.</p>
                </div>
              ) : (
                <StepLoadBoundary>
                  <Suspense
                    fallback={
                      <p className="loading" role="status">
                        Loading…
                      </p>
                    }
                  >
                    <EventRegistrationForm
                      key={chosen.id}
                      practice={practice}
                      eventType={eventType}
                      date={chosen}
                      onRegistered={(token) => navigate(`/manage_event_registrations/${encodeURIComponent(token)}`)}
                      onSeatsChanged={refresh}
                    />
                  </Suspense>
                </StepLoadBoundary>
              )}
            </section>
          )}
        </div>
        <aside className="practice-side">
          <section className="card" aria-labelledby="event-summary-heading">
            <h2 id="event-summary-heading" className="section-title">
              Details
            </h2>
            <dl className="event-summary">
              <dt>Type</dt>
              <dd>{kindLabel(eventType.kind)}</dd>
              <dt>{eventType.kind === 'virtual' ? 'Where' : 'Location'}</dt>
              <dd>{eventType.location}</dd>
              <dt>Length</dt>
              <dd>{eventLength(eventType.duration, eventType.durationUnit)}</dd>
              <dt>Price</dt>
              <dd>{price}</dd>
            </dl>
          </section>
        </aside>
      </div>
    </main>
  );
}

function ChosenDate({ date }: { date: PublicEventDate }) {
  const when = eventWhen(date);
  return (
    <p className="event-chosen">
      <strong>{when.date}</strong>
      {when.time && <span> · {when.time}</span>}
    </p>
  );
}
