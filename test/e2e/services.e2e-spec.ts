// Service extras through the real API (spec 002 §5 "Services"): packages while packagesEnabled is on
// (price, sessions, not an add-on) and add-ons restricted to services (allowedServiceIds), including
// another practice's service ids refused.
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { PracticeMessages as M } from '#app/practice';
import { signUpPro, startTestServer } from '../support/test-server.js';
import { setPracticeFlags } from '../support/practice-flags.js';

const UPSERT = `mutation($input: UpsertServiceInput!) { upsertService(input: $input) { result errors service { id name amountCents package numberOfSessions addOn allowedServiceIds } } }`;
const SERVICES = `{ currentPractice(includePrivate: true, includeAddOns: true) { services { id package numberOfSessions allowedServiceIds } } }`;
const base = { name: 'Five massages', description: 'Five sessions', timeLength: 60, amountCents: 40000, addOn: false, public: false, locationIds: [] };

let server: RunningServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

describe('packages', () => {
  it('are refused while packagesEnabled is off, then saved with their sessions', async () => {
    const { client: pro, practice } = await signUpPro(server);
    const off = (await pro.gql(UPSERT, { input: { ...base, package: true, numberOfSessions: 5 } })).data.upsertService;
    expect(off).toMatchObject({ result: null, errors: [M.packagesDisabled] });

    await setPracticeFlags(server, practice.id, { packagesEnabled: true });
    const noPrice = (await pro.gql(UPSERT, { input: { ...base, amountCents: 0, package: true, numberOfSessions: 5 } })).data.upsertService;
    expect(noPrice).toMatchObject({ result: null, errors: [M.packagePrice] });
    const noSessions = (await pro.gql(UPSERT, { input: { ...base, package: true, numberOfSessions: 0 } })).data.upsertService;
    expect(noSessions).toMatchObject({ result: null, errors: [M.packageSessions] });

    const saved = (await pro.gql(UPSERT, { input: { ...base, package: true, numberOfSessions: 5 } })).data.upsertService;
    expect(saved).toMatchObject({ result: 'success', service: { package: true, numberOfSessions: 5, amountCents: 40000 } });
    const listed = (await pro.gql(SERVICES)).data.currentPractice.services;
    expect(listed.find((s: { id: string }) => s.id === saved.service.id)).toMatchObject({ package: true, numberOfSessions: 5 });
  });
});

describe('add-ons restricted to services', () => {
  it('keeps its own services and refuses another practice\'s', async () => {
    const { client: pro } = await signUpPro(server);
    const { client: other } = await signUpPro(server, 'Other Practice');
    const mine = (await pro.gql(UPSERT, { input: base })).data.upsertService.service.id as string;
    const theirs = (await other.gql(UPSERT, { input: base })).data.upsertService.service.id as string;
    const addOn = { ...base, name: 'Hot stones', timeLength: 15, amountCents: 1500, addOn: true };

    const refused = (await pro.gql(UPSERT, { input: { ...addOn, allowedServiceIds: [theirs] } })).data.upsertService;
    expect(refused).toMatchObject({ result: null, errors: [M.allowedServicesUnknown] });
    const saved = (await pro.gql(UPSERT, { input: { ...addOn, allowedServiceIds: [mine] } })).data.upsertService;
    expect(saved).toMatchObject({ result: 'success', service: { addOn: true, allowedServiceIds: [mine] } });
  });
});
