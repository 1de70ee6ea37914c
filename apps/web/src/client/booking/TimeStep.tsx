import { useEffect, useRef } from 'react';
import { formatClock, visitorTimeZone, zoneAbbreviation, zoneLongName } from '../../shared/formatTime';
import type { PublicLocation, PublicPractice, PublicService } from '../practice/publicPractice';
import { formatLeadTime } from '../practice/serviceText';
import type { FlowPlan, Selection } from './bookingSelection';
import { addMonths, monthOf, monthRange, todayIn, type LocalDate, type Month } from './calendarMonth';
import { MonthCalendar } from './MonthCalendar';
import { SlotPicker } from './SlotPicker';
import { useAvailability } from './useAvailability';

interface Props {
  practice: PublicPractice;
  service: PublicService;
  location: PublicLocation;
  plan: FlowPlan;
  selection: Selection;
  onMonth: (month: Month) => void;
  onDay: (date: LocalDate) => void;
  onSlot: (startsAt: string, date: LocalDate) => void;
}

const MONTHS_AHEAD = 12;
/** With no month asked for, skip ahead this many empty months to the first with times. */
const AUTO_SKIP_MONTHS = 2;

export function TimeStep({ practice, service, location, plan, selection, onMonth, onDay, onSlot }: Props) {
  const zone = location.timeZone;
  const today = todayIn(zone);
  const thisMonth = monthOf(today);
  const asked = selection.month ?? monthOf(selection.date ?? today);
  const month = asked < thisMonth ? thisMonth : asked;
  const lastMonth = addMonths(thisMonth, MONTHS_AHEAD);
  const { from, to } = monthRange(month, today);
  const { load, retry } = useAvailability({
    shortLink: practice.shortLink,
    serviceId: service.id,
    variationId: plan.variation?.id ?? null,
    locationId: location.id,
    addOnServiceIds: plan.addOns.map((addOn) => addOn.id),
    from,
    to,
  });

  const skipping = useRef(!selection.month && !selection.date ? AUTO_SKIP_MONTHS : 0);
  const seen = useRef<typeof load | null>(null);
  useEffect(() => {
    if (load.status !== 'ready' || skipping.current === 0 || seen.current === load) return;
    seen.current = load;
    if (load.availability.availableSlots.length > 0) skipping.current = 0;
    else {
      skipping.current--;
      onMonth(addMonths(month, 1));
    }
  }, [load, month, onMonth]);

  const days = load.status === 'ready' ? load.availability.availableSlots.filter((day) => day.datetimes.length > 0) : [];
  const slotCounts = new Map(days.map((day) => [day.date, day.datetimes.length]));
  const day = days.find((d) => d.date === selection.date) ?? days[0] ?? null;
  const sample = day?.datetimes[0] ?? `${month}-15T12:00:00Z`;
  const visitor = visitorTimeZone();
  const visitorZone = visitor !== zone && formatClock(sample, visitor) !== formatClock(sample, zone) ? visitor : null;

  function changeMonth(delta: -1 | 1) {
    skipping.current = 0;
    onMonth(addMonths(month, delta));
  }

  return (
    <div className="time-step">
      <p className="muted zone-note">
        Times are in {zoneLongName(sample, zone)} ({zoneAbbreviation(sample, zone)}), the time zone of {location.name}.
        {visitorZone && ` Your own time (${zoneAbbreviation(sample, visitorZone)}) is shown beneath each time.`}
        {practice.bookingSettings.appointmentLeadTime > 0 &&
          ` Book at least ${formatLeadTime(practice.bookingSettings.appointmentLeadTime)} ahead.`}
      </p>
      <div className="time-columns">
        <MonthCalendar
          month={month}
          slotCounts={slotCounts}
          selectedDate={day?.date ?? null}
          canGoBack={month > thisMonth}
          canGoForward={month < lastMonth}
          loading={load.status === 'loading'}
          onMonth={changeMonth}
          onDay={onDay}
        />
        <div className="time-slots" aria-live="polite">
          {load.status === 'loading' && (
            <p className="loading" role="status">
              Loading available times…
            </p>
          )}
          {load.status === 'error' && (
            <div className="banner banner-error" role="alert">
              <p>Error: {load.message}</p>
              <button type="button" className="button button-secondary" onClick={retry}>
                Try again
              </button>
            </div>
          )}
          {load.status === 'ready' && !day && (
            <p className="banner banner-info">
              No times are available in this month.{' '}
              {month < lastMonth && (
                <button type="button" className="inline-link" onClick={() => changeMonth(1)}>
                  See next month
                </button>
              )}
            </p>
          )}
          {day && (
            <SlotPicker
              date={day.date}
              datetimes={day.datetimes}
              timeZone={zone}
              visitorZone={visitorZone}
              chosen={plan.startsAt}
              onPick={(startsAt) => onSlot(startsAt, day.date)}
            />
          )}
        </div>
      </div>
    </div>
  );
}
