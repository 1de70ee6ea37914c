// The calendar page's pure rules (apps/web/src/portal/calendar), run by jest beside the
// calendar journeys: jest does not look inside apps/web, and these need no browser.
import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import { saveBlocker, serviceProblem, withWhen, type AppointmentDraft } from '../../apps/web/src/portal/appointments/editor/appointmentDraft.js';
import { packageUseOf } from '../../apps/web/src/portal/appointments/editor/packageBooking.js';
import { nextFullHour, toWireTime } from '../../apps/web/src/portal/calendar/calendarTime.js';
import type { PracticeService } from '../../apps/web/src/portal/calendar/calendarTypes.js';
import { fetchWindow } from '../../apps/web/src/portal/calendar/fetchWindow.js';
import { targetFromUrl } from '../../apps/web/src/portal/calendar/flyoutTarget.js';
import { personalTimes, withPersonalWhen } from '../../apps/web/src/portal/calendar/personal/personalEventDraft.js';
import { defaultRepeat, followStartDate, recurrencePattern, repeatLabels, type RepeatSettings } from '../../apps/web/src/portal/calendar/recurrence.js';

const NY = 'America/New_York';

describe('repeat choices (spec 001 §9)', () => {
  const tuesday17 = '2026-11-17'; // the third Tuesday of November 2026
  const repeat = (patch: Partial<RepeatSettings>): RepeatSettings => ({ ...defaultRepeat(tuesday17), ...patch });

  it('labels the monthly choices by day and by nth weekday; a fourth weekday is the last', () => {
    expect(repeatLabels(tuesday17)).toMatchObject({
      none: 'Does not repeat',
      weekly: 'Weekly on Tuesday',
      biweekly: 'Every 2 weeks on Tuesday',
      monthlyDay: 'Monthly on day 17',
      monthlyWeekday: 'Monthly on the third Tuesday',
    });
    expect(repeatLabels('2026-11-24').monthlyWeekday).toBe('Monthly on the last Tuesday');
    expect(repeatLabels('2026-11-03').monthlyWeekday).toBe('Monthly on the first Tuesday');
  });

  it('ends one month after the start by default, at 23:59:59 local', () => {
    expect(defaultRepeat(tuesday17).until).toBe('2026-12-17');
    expect(recurrencePattern(repeat({ kind: 'weekly' }), tuesday17)).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;UNTIL=20261217T235959');
  });

  it('moves the untouched defaults with the start date and keeps what the pro chose', () => {
    const moved = followStartDate(defaultRepeat('2026-11-21'), '2026-11-21', '2026-11-25');
    expect(moved).toMatchObject({ until: '2026-12-25', customDays: ['WE'] });
    const chosen = { ...defaultRepeat('2026-11-21'), until: '2027-01-31', customDays: ['MO', 'FR'] };
    expect(followStartDate(chosen, '2026-11-21', '2026-11-25')).toMatchObject({ until: '2027-01-31', customDays: ['MO', 'FR'] });
  });

  it('builds each choice as RRULE text without DTSTART', () => {
    const until = ';UNTIL=20261217T235959';
    expect(recurrencePattern(repeat({ kind: 'none' }), tuesday17)).toBeNull();
    expect(recurrencePattern(repeat({ kind: 'daily' }), tuesday17)).toBe(`FREQ=DAILY;INTERVAL=1${until}`);
    expect(recurrencePattern(repeat({ kind: 'biweekly' }), tuesday17)).toBe(`FREQ=WEEKLY;INTERVAL=2;BYDAY=TU${until}`);
    expect(recurrencePattern(repeat({ kind: 'monthlyDay' }), tuesday17)).toBe(`FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=17${until}`);
    expect(recurrencePattern(repeat({ kind: 'monthlyWeekday' }), tuesday17)).toBe(`FREQ=MONTHLY;INTERVAL=1;BYDAY=+3TU${until}`);
    expect(recurrencePattern({ ...defaultRepeat('2026-11-24'), kind: 'monthlyWeekday' }, '2026-11-24')).toBe(
      'FREQ=MONTHLY;INTERVAL=1;BYDAY=-1TU;UNTIL=20261224T235959',
    );
  });

  it('custom: every N days, or every N weeks on the checked weekdays in calendar order; nothing usable gives no pattern', () => {
    expect(recurrencePattern(repeat({ kind: 'custom', customUnit: 'days', customEvery: 3 }), tuesday17)).toBe('FREQ=DAILY;INTERVAL=3;UNTIL=20261217T235959');
    expect(recurrencePattern(repeat({ kind: 'custom', customEvery: 2, customDays: ['FR', 'MO'] }), tuesday17)).toBe(
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;UNTIL=20261217T235959',
    );
    expect(recurrencePattern(repeat({ kind: 'custom', customDays: [] }), tuesday17)).toBeNull();
    expect(recurrencePattern(repeat({ kind: 'custom', customEvery: 0 }), tuesday17)).toBeNull();
    expect(recurrencePattern(repeat({ kind: 'custom', customEvery: Number.NaN }), tuesday17)).toBeNull();
  });
});

describe('fetch window (spec 001 §2)', () => {
  const at = (iso: string) => DateTime.fromISO(iso, { zone: NY }).toJSDate();

  it('is the visible range plus one unit before and after, in the practice zone', () => {
    expect(fetchWindow(at('2026-11-22T00:00'), at('2026-11-29T00:00'), NY)).toEqual({ from: '2026-11-15T00:00:00-05:00', to: '2026-12-06T00:00:00-05:00' });
    expect(fetchWindow(at('2026-11-23T00:00'), at('2026-11-24T00:00'), NY)).toEqual({ from: '2026-11-22T00:00:00-05:00', to: '2026-11-25T00:00:00-05:00' });
    // Month view: its month plus the month before and after, which hold the grid's extra days
    // and stay within the API's 100-day limit.
    expect(fetchWindow(at('2026-10-25T00:00'), at('2026-12-06T00:00'), NY)).toEqual({ from: '2026-10-01T00:00:00-04:00', to: '2027-01-01T00:00:00-05:00' });
    expect(fetchWindow(at('2027-02-28T00:00'), at('2027-04-11T00:00'), NY)).toEqual({ from: '2027-02-01T00:00:00-05:00', to: '2027-05-01T00:00:00-04:00' });
    for (const [from, to] of [['2026-10-25', '2026-12-06'], ['2026-12-27', '2027-02-07'], ['2027-07-25', '2027-09-05']]) {
      const window = fetchWindow(at(`${from}T00:00`), at(`${to}T00:00`), NY);
      const days = DateTime.fromISO(window.to).diff(DateTime.fromISO(window.from), 'days').days;
      expect(days).toBeLessThanOrEqual(100);
      expect(window.from <= `${from}T00:00:00`).toBe(true);
      expect(window.to >= `${to}T00:00:00`).toBe(true);
    }
  });
});

describe('times on the wire (spec 001 §7)', () => {
  it('sends YYYY-MM-DDTHH:mm:ss±HH:MM on the practice clock', () => {
    expect(toWireTime('2026-11-23T15:00:00Z', NY)).toBe('2026-11-23T10:00:00-05:00');
    expect(toWireTime('2026-07-01T15:00:00Z', NY)).toBe('2026-07-01T11:00:00-04:00');
    expect(toWireTime('2026-11-23', NY)).toBe('2026-11-23T00:00:00-05:00');
  });

  it('starts a new appointment at the next full hour', () => {
    expect(nextFullHour(NY, DateTime.fromISO('2026-11-23T10:20:00', { zone: NY }))).toBe('2026-11-23T11:00:00-05:00');
    expect(nextFullHour(NY, DateTime.fromISO('2026-11-23T23:00:00', { zone: NY }))).toBe('2026-11-24T00:00:00-05:00');
  });

  it("ends an all-day personal event at the next day's midnight in its zone", () => {
    const draft = { name: '', allDay: true, timeZone: NY, date: '2026-11-23', startTime: '09:00', endTime: '10:00', endDate: '2026-11-24' };
    expect(personalTimes(draft)).toEqual({ startsAt: '2026-11-23T00:00:00-05:00', endsAt: '2026-11-25T00:00:00-05:00' });
    expect(personalTimes({ ...draft, allDay: false, endTime: '08:00' })).toBeNull();
  });
});

describe('the URL asks for a flyout (spec 001 §2)', () => {
  it('reads #create-appointment, #create-group-event, #{instantActionToken}, ?clientId, ?bookableEventTypeId and ?groupEventId', () => {
    expect(targetFromUrl('#create-appointment', '')).toEqual({ mode: 'new', clientId: null, kind: 'client' });
    expect(targetFromUrl('#create-appointment', '?clientId=c1')).toEqual({ mode: 'new', clientId: 'c1', kind: 'client' });
    expect(targetFromUrl('', '?clientId=c1')).toEqual({ mode: 'new', clientId: 'c1', kind: 'client' });
    expect(targetFromUrl('#abc_DEF-123', '')).toEqual({ mode: 'appointment', token: 'abc_DEF-123' });
    expect(targetFromUrl('#<script>', '')).toBeNull();
    expect(targetFromUrl('#%E0%A4%A', '')).toBeNull();
    expect(targetFromUrl('#create-group-event', '')).toEqual({ mode: 'new', kind: 'group', bookableEventTypeId: null });
    expect(targetFromUrl('#create-group-event', '?bookableEventTypeId=t1')).toEqual({ mode: 'new', kind: 'group', bookableEventTypeId: 't1' });
    expect(targetFromUrl('', '?groupEventId=e1')).toEqual({ mode: 'group', groupEventId: 'e1' });
    expect(targetFromUrl('', '')).toBeNull();
  });
});

describe('appointment save rules (spec 001 §5)', () => {
  const service = (id: string, addOn: boolean, extra: Partial<PracticeService> = {}): PracticeService => ({
    id, name: id, timeLength: 30, amountCents: 5000, addOn, locationIds: ['l1'], variations: [], package: false, numberOfSessions: 0, allowedServiceIds: [], ...extra,
  });
  const services = [
    service('massage', false), service('hot-stones', true), service('aromatherapy', true),
    service('five', false, { package: true, numberOfSessions: 5, amountCents: 40000 }), service('facial', false), service('oil', true, { allowedServiceIds: ['massage'] }),
  ];
  const line = (serviceId: string, amountCents: number | null = 5000) => ({ key: serviceId, serviceId, variationId: null, amountCents, saveCustomPrice: false });
  const draft = (patch: Partial<AppointmentDraft> = {}): AppointmentDraft => ({
    lines: [line('massage')],
    locationId: 'l1',
    date: '2026-11-23',
    startTime: '10:00',
    endTime: '11:00',
    practitionerNote: '',
    ...patch,
  });

  it('refuses only add-ons, and an add-on first', () => {
    expect(serviceProblem([line('hot-stones'), line('aromatherapy')], services)).toBe("You can't create an appointment with only add-on services");
    expect(serviceProblem([line('hot-stones'), line('massage')], services)).toBe('The first service cannot be an add-on.');
    expect(serviceProblem([line('massage'), line('hot-stones')], services)).toBeNull();
  });

  it('a package service books alone; an add-on offered only with some services needs one of them', () => {
    expect(serviceProblem([line('five'), line('hot-stones')], services)).toBe('A package service cannot have other services added at booking.');
    expect(serviceProblem([line('massage'), line('five')], services)).toBe('A package service cannot have other services added at booking.');
    expect(serviceProblem([line('five')], services)).toBeNull();
    expect(serviceProblem([line('facial'), line('oil')], services)).toBe('Please choose add-ons offered with the chosen services.');
    expect(serviceProblem([line('massage'), line('oil')], services)).toBeNull();
  });

  it("a package service uses the client's open package (capped at its sessions remaining) or sells one (capped at its sessions)", () => {
    const client = { id: 'c1', name: 'Ada', firstName: 'Ada', lastName: 'L', email: 'a@example.com', phone: null, formattedPhone: null };
    const open = { id: 'k1', serviceId: 'five', name: 'Five', sessionsRemaining: 2, numberOfSessions: 5 };
    expect(packageUseOf([line('massage')], services, client)).toBeNull();
    expect(packageUseOf([line('five')], services, null)).toMatchObject({ open: null, cap: 5 });
    expect(packageUseOf([line('five')], services, { ...client, openPackages: [open] })).toMatchObject({ open: { id: 'k1' }, cap: 2 });
    expect(packageUseOf([line('five')], services, { ...client, openPackages: [{ ...open, serviceId: 'other' }] })).toMatchObject({ open: null, cap: 5 });
  });

  it('blocks Save without a service, a price, a location, or with the end not after the start', () => {
    expect(saveBlocker(draft(), services, NY)).toBeNull();
    expect(saveBlocker(draft({ lines: [] }), services, NY)).toBe('Choose a service.');
    expect(saveBlocker(draft({ lines: [line('hot-stones')] }), services, NY)).toBe("You can't create an appointment with only add-on services");
    expect(saveBlocker(draft({ lines: [line('massage', null)] }), services, NY)).toBe('Enter a price in dollars, like 90 or 90.00');
    expect(saveBlocker(draft({ locationId: '' }), services, NY)).toBe('Choose a location.');
    expect(saveBlocker(draft({ endTime: '10:00' }), services, NY)).toBe('The end time must be after the start time.');
  });
});

describe('the end follows the start (a 9-10 PM default moved to 10 AM is not 12 hours long)', () => {
  const massage: PracticeService = { id: 'massage', name: 'Massage', timeLength: 90, amountCents: 9000, addOn: false, locationIds: ['l1'], variations: [], package: false, numberOfSessions: 0, allowedServiceIds: [] };
  const draft = (patch: Partial<AppointmentDraft> = {}): AppointmentDraft => ({
    lines: [{ key: 'k', serviceId: 'massage', variationId: null, amountCents: 9000, saveCustomPrice: false }],
    locationId: 'l1',
    date: '2026-11-23',
    startTime: '21:00',
    endTime: '22:00',
    practitionerNote: '',
    ...patch,
  });

  it('a new start keeps the length the appointment has', () => {
    expect(withWhen(draft(), { startTime: '10:00' }, [massage], NY)).toMatchObject({ startTime: '10:00', endTime: '11:00' });
    expect(withWhen(draft({ startTime: '10:00', endTime: '10:45' }), { startTime: '11:00' }, [massage], NY)).toMatchObject({ endTime: '11:45' });
  });

  it("takes the services' length when the times before made no sense; a new end or date is taken as it is", () => {
    expect(withWhen(draft({ endTime: '09:00' }), { startTime: '10:00' }, [massage], NY)).toMatchObject({ startTime: '10:00', endTime: '11:30' });
    expect(withWhen(draft(), { endTime: '09:00' }, [massage], NY)).toMatchObject({ startTime: '21:00', endTime: '09:00' });
    expect(saveBlocker(withWhen(draft(), { endTime: '09:00' }, [massage], NY), [massage], NY)).toBe('The end time must be after the start time.');
    expect(withWhen(draft(), { date: '2026-11-24' }, [massage], NY)).toMatchObject({ date: '2026-11-24', startTime: '21:00', endTime: '22:00' });
  });

  it('a personal event keeps its length too (a 9:00 start no longer keeps a 22:00 end)', () => {
    const personal = { name: '', allDay: false, timeZone: NY, date: '2026-11-23', startTime: '21:00', endTime: '22:00', endDate: '2026-11-23' };
    expect(withPersonalWhen(personal, { startTime: '09:00' })).toMatchObject({ startTime: '09:00', endTime: '10:00' });
    expect(withPersonalWhen({ ...personal, endTime: '23:30' }, { startTime: '12:00' })).toMatchObject({ endTime: '14:30' });
    expect(withPersonalWhen({ ...personal, endTime: '08:00' }, { startTime: '09:00' })).toMatchObject({ endTime: '10:00' });
    expect(withPersonalWhen(personal, { endTime: '20:00' })).toMatchObject({ startTime: '21:00', endTime: '20:00' });
  });
});
