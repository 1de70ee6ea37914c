import { formatClock, zoneAbbreviation } from '../../shared/formatTime';
import { dayLabel, type LocalDate } from './calendarMonth';

interface Props {
  date: LocalDate;
  datetimes: string[];
  timeZone: string;
  /** The visitor's zone when their clock differs from the location's; null otherwise. */
  visitorZone: string | null;
  chosen: string | null;
  onPick: (startsAt: string) => void;
}

/** The free start times of one day on the location's clock, with the visitor's clock beneath when it differs. */
export function SlotPicker({ date, datetimes, timeZone, visitorZone, chosen, onPick }: Props) {
  const chosenInstant = chosen ? Date.parse(chosen) : NaN;
  return (
    <div className="slots">
      <h3 className="slots-day">{dayLabel(date)}</h3>
      <ul className="slot-list" aria-label={`Times on ${dayLabel(date)}`}>
        {datetimes.map((iso) => {
          const time = formatClock(iso, timeZone);
          const zone = zoneAbbreviation(iso, timeZone);
          const theirs = visitorZone && `${formatClock(iso, visitorZone)} ${zoneAbbreviation(iso, visitorZone)}`;
          return (
            <li key={iso}>
              <button
                type="button"
                className="slot"
                aria-pressed={Date.parse(iso) === chosenInstant}
                aria-label={theirs ? `${time} ${zone} (${theirs} your time)` : `${time} ${zone}`}
                onClick={() => onPick(iso)}
              >
                <span className="slot-time">
                  {time} <span className="slot-zone">{zone}</span>
                </span>
                {theirs && <span className="slot-visitor">{theirs}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
