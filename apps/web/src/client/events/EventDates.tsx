import { eventWhen, seatsText, zoneNamed } from './eventText';
import type { PublicEventDate } from './publicEventType';

interface Props {
  dates: PublicEventDate[];
  chosenId: string | null;
  onChoose: (id: string) => void;
}

/** The upcoming dates, each a button with its time range in the event's zone and the seats left ('Full' cannot be chosen). */
export function EventDates({ dates, chosenId, onChoose }: Props) {
  const zones = [...new Set(dates.map((date) => date.timeZone))];
  return (
    <section className="card event-dates" aria-labelledby="event-dates-heading">
      <h2 id="event-dates-heading" className="section-title">
        Upcoming dates
      </h2>
      {dates.length === 0 ? (
        <p className="muted">There are no upcoming dates for this event yet. Please check back later.</p>
      ) : (
        <>
          {zones.length === 1 && <p className="muted zone-note">Times are in {zoneNamed(dates[0]!.startsAt, zones[0]!)}.</p>}
          <ul className="choices">
            {dates.map((date) => {
              const when = eventWhen(date);
              const seats = seatsText(date);
              return (
                <li key={date.id}>
                  <button
                    type="button"
                    className={`choice event-date${date.full ? ' event-date-full' : ''}`}
                    aria-pressed={chosenId === date.id}
                    disabled={date.full}
                    onClick={() => onChoose(date.id)}
                  >
                    <span className="event-date-when">
                      <span className="choice-name">{when.date}</span>
                      {when.time && <span className="event-date-time">{when.time}</span>}
                      {zones.length > 1 && <span className="event-date-zone muted">{zoneNamed(date.startsAt, date.timeZone)}</span>}
                    </span>
                    {seats && <span className={`event-seats${date.full ? ' event-seats-full' : ''}`}>{seats}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
