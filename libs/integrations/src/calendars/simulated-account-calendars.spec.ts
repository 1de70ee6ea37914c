import { simulatedAccountCalendars } from './simulated-account-calendars.js';

const window = { from: new Date('2031-06-10T14:00:00Z'), to: new Date('2031-09-09T14:00:00Z'), timeZone: 'America/New_York' };

describe('the simulated provider’s calendars', () => {
  it("an account has 'Work' and 'Personal' with a few busy times in the coming four weeks, the same on every read", () => {
    const calendars = simulatedAccountCalendars('google', 'sam@example.com', window);
    expect(calendars.map((c) => c.calendarName)).toEqual(['Work', 'Personal']);
    const events = calendars.flatMap((c) => c.events);
    expect(events.length).toBeGreaterThan(5);
    expect(events.every((e) => e.startsAt >= '2031-06-11' && e.endsAt <= '2031-07-10' && e.startsAt < e.endsAt)).toBe(true);
    expect(simulatedAccountCalendars('google', ' SAM@example.com ', window)).toEqual(calendars);
  });

  it('another account or provider has other busy times', () => {
    const times = (provider: 'google' | 'live_connect', account: string) => simulatedAccountCalendars(provider, account, window).flatMap((c) => c.events.map((e) => e.startsAt));
    expect(times('google', 'ada@example.com')).not.toEqual(times('google', 'sam@example.com'));
    expect(times('live_connect', 'sam@example.com')).not.toEqual(times('google', 'sam@example.com'));
  });

  it('work events fall on weekdays within working hours, in the practice’s zone', () => {
    const [work] = simulatedAccountCalendars('google', 'sam@example.com', window);
    for (const e of work.events) {
      const local = new Date(new Date(e.startsAt).toLocaleString('en-US', { timeZone: 'America/New_York' }));
      expect([1, 2, 3, 4, 5]).toContain(local.getDay());
      expect(local.getHours()).toBeGreaterThanOrEqual(9);
      expect(local.getHours()).toBeLessThan(17);
    }
  });
});
