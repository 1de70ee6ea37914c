// The practice's feature flags through the real API (spec 001 §1, 002 §6): currentPractice shows
// every flag with its default, staff set them with the practice:flags CLI's command path, and the
// server refuses a recurring series while recurringBookingsEnabled is off, for that practice only.
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { parsePracticeFlagsArgs, type PracticeFlagsArgs } from '../../apps/api/src/practice/cli/practice-flags-args.js';
import { runPracticeFlags } from '../../apps/api/src/practice/cli/run-practice-flags.js';
import { LOG_IN } from '../support/operations.js';
import { PRACTICE_FLAGS as FLAGS } from '../support/practice-flags.js';
import { newClient, startTestServer } from '../support/test-server.js';
import { CREATE_APPOINTMENTS } from '../support/calendar-operations.js';
import { calendarPractice, iso, nyAt } from '../support/calendar-setup.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

type Practice = Awaited<ReturnType<typeof calendarPractice>>;
type GqlClient = Practice['pro'];

const flagsOf = async (pro: GqlClient) => (await pro.gql(FLAGS)).data.currentPractice.flags;

/** The CLI writes without waiting for the read model: read until it shows the change. */
const eventually = async (pro: GqlClient, expected: Record<string, boolean>) => {
  for (let i = 0; i < 50; i++) {
    const flags = await flagsOf(pro);
    if (Object.entries(expected).every(([k, v]) => flags[k] === v)) return flags;
    await new Promise((r) => setTimeout(r, 100));
  }
  return flagsOf(pro);
};

const cli = (...argv: string[]) => {
  const args = parsePracticeFlagsArgs(argv);
  if ('error' in args) throw new Error(args.error);
  return runPracticeFlags(server.app, args as PracticeFlagsArgs);
};

const createSeries = async (p: Practice) => {
  const first = nyAt(5, 10);
  return (await p.pro.gql(CREATE_APPOINTMENTS, {
    appointmentServices: [{ serviceId: p.serviceId, amountCents: 9000 }], locationId: p.locationId, clientId: p.clientId,
    bookedFrom: 'web', bookedBy: 'pro', recurringStartTimes: [iso(first), iso(first.plus({ weeks: 1 }))], recurrencePattern: 'FREQ=WEEKLY;INTERVAL=1;COUNT=2', duration: 60,
  })).data.createAppointments;
};

describe('practice flags', () => {
  it('a new practice reads every flag with its default: what exists today on, what is not built yet off', async () => {
    const p = await calendarPractice(server);
    expect((await p.pro.gql(FLAGS)).data.currentPractice).toMatchObject({
      clientNotesEnabled: true,
      flags: {
        recurringBookingsEnabled: true, packagesEnabled: false, clientNotesEnabled: true, bookableEventsEnabled: false, requireCcEnabled: true,
        giftCardsEnabled: false, conferencingEnabled: false, websitePlan: false, discountCodesEnabled: false, eventsEnabled: false,
        servicesPagesEnabled: false, importReviewsEnabled: false, subscriptionLinkEnabled: false,
      },
    });
  });

  it('the CLI prints, then sets flags by short link or id; currentPractice shows them', async () => {
    const p = await calendarPractice(server);
    const printed = await cli(p.practice.shortLink);
    expect(printed).toContain(p.practice.id);
    expect(printed).toContain('giftCardsEnabled: off');
    expect(printed).toContain('currencyEnabled: off');
    const set = await cli(p.practice.id, 'giftCardsEnabled=on', 'websitePlan=on', 'currencyEnabled=on');
    expect(set).toContain('giftCardsEnabled: on');
    expect(set).toContain('websitePlan: on');
    expect(set).toContain('currencyEnabled: on');
    expect(await eventually(p.pro, { giftCardsEnabled: true, websitePlan: true })).toMatchObject({ giftCardsEnabled: true, websitePlan: true, recurringBookingsEnabled: true });
    await expect(cli('no-such-practice-link')).rejects.toThrow("No practice with the short link or id 'no-such-practice-link'.");
  });

  it('refuses a recurring series while recurringBookingsEnabled is off, allows it when on; another practice is unaffected', async () => {
    const p = await calendarPractice(server);
    const other = await calendarPractice(server);
    await cli(p.practice.shortLink, 'recurringBookingsEnabled=off');
    await eventually(p.pro, { recurringBookingsEnabled: false });
    const refused = await createSeries(p);
    expect(refused).toMatchObject({ result: null, errors: ['Recurring appointments are not enabled for this practice.'] });
    expect(await flagsOf(other.pro)).toMatchObject({ recurringBookingsEnabled: true });
    expect(await createSeries(other)).toMatchObject({ result: 'success', errors: [] });
    await cli(p.practice.shortLink, 'recurringBookingsEnabled=on');
    const allowed = await createSeries(p);
    expect(allowed).toMatchObject({ result: 'success', errors: [] });
    expect(allowed.appointments).toHaveLength(2);
  });
});
