import { useEffect, useState } from 'react';
import { AppLink } from '../navigation/AppLink';
import { eventLength, eventPrice, eventWhen, kindLabel } from './eventText';
import { fetchPracticeEventTypes, type PracticeEventType } from './practiceEventTypes';

/**
 * The practice's classes and workshops on its public page: each with its next date, linking to
 * the type's own page (/{shortLink}/{slug}) where a visitor registers. Nothing while there are
 * none (or while loading, or if the list cannot be read: the services stay the page's point).
 */
export function PracticeEventTypes({ shortLink }: { shortLink: string }) {
  const [types, setTypes] = useState<PracticeEventType[]>([]);
  useEffect(() => {
    let live = true;
    fetchPracticeEventTypes(shortLink).then(
      (found) => live && setTypes(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [shortLink]);
  if (types.length === 0) return null;
  return (
    <section className="card" aria-labelledby="event-types-heading">
      <h2 id="event-types-heading" className="section-title">Classes and events</h2>
      <ul className="service-list">
        {types.map((type) => {
          const next = type.events[0]!;
          const when = eventWhen(next);
          const more = type.events.length - 1;
          return (
            <li key={type.id} className="service">
              <div className="service-text">
                <h3 className="service-name">
                  <AppLink href={`/${encodeURIComponent(shortLink)}/${encodeURIComponent(type.slug)}`}>{type.name}</AppLink>
                </h3>
                <p className="service-meta">
                  {kindLabel(type.kind)} · {eventLength(type.duration, type.durationUnit)} · {type.amountCents === 0 ? 'Free' : eventPrice(type.amountCents, type.amountCurrency)}
                </p>
                <p className="service-description">
                  Next: {when.date}
                  {when.time ? `, ${when.time}` : ''}
                  {more > 0 && <span className="muted"> · {more === 1 ? '1 more date' : `${more} more dates`}</span>}
                </p>
              </div>
              <AppLink className="button button-primary service-book" style={{ whiteSpace: 'nowrap' }} href={`/${encodeURIComponent(shortLink)}/${encodeURIComponent(type.slug)}`} aria-label={`See the dates of ${type.name}`}>
                See dates
              </AppLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
