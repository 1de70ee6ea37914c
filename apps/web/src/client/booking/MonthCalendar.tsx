import { WEEKDAYS, dayLabel, dayOfMonth, monthLabel, monthWeeks, type LocalDate, type Month } from './calendarMonth';

interface Props {
  month: Month;
  /** Slot counts by date; days without times cannot be chosen. */
  slotCounts: Map<LocalDate, number>;
  selectedDate: LocalDate | null;
  canGoBack: boolean;
  canGoForward: boolean;
  loading: boolean;
  onMonth: (delta: -1 | 1) => void;
  onDay: (date: LocalDate) => void;
}

export function MonthCalendar({ month, slotCounts, selectedDate, canGoBack, canGoForward, loading, onMonth, onDay }: Props) {
  const label = monthLabel(month);
  return (
    <div className="calendar">
      <div className="calendar-header">
        <button type="button" className="calendar-nav" onClick={() => onMonth(-1)} disabled={!canGoBack} aria-label="Previous month">
          ‹
        </button>
        <h3 className="calendar-month" aria-live="polite">
          {label}
        </h3>
        <button type="button" className="calendar-nav" onClick={() => onMonth(1)} disabled={!canGoForward} aria-label="Next month">
          ›
        </button>
      </div>
      <div className="calendar-grid" role="group" aria-label={`Days in ${label}`} aria-busy={loading}>
        {WEEKDAYS.map((weekday) => (
          <span key={weekday} className="calendar-weekday" aria-hidden="true">
            {weekday}
          </span>
        ))}
        {monthWeeks(month)
          .flat()
          .map((date, index) => {
            if (!date) return <span key={`pad-${index}`} className="calendar-pad" aria-hidden="true" />;
            const count = slotCounts.get(date) ?? 0;
            const selected = date === selectedDate;
            return (
              <button
                key={date}
                type="button"
                className={`calendar-day${count ? ' calendar-day-open' : ''}`}
                disabled={!count}
                aria-pressed={selected}
                aria-label={`${dayLabel(date)}, ${count ? `${count} ${count === 1 ? 'time' : 'times'} available` : 'no times'}`}
                onClick={() => onDay(date)}
              >
                {dayOfMonth(date)}
              </button>
            );
          })}
      </div>
    </div>
  );
}
