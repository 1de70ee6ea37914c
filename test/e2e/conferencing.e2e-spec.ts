// Video conferencing through the real API (spec 002 §3 "Video conferencing (Zoom)", §4 Zoom
// states, §7 deactivateVideoConferencing; 000/001 virtualMeetingLinkWithFallback): connecting
// through the embedded Zoom, the errored state after Zoom refuses our access, deactivation, the
// flag that hides it all, and the meeting link a virtual appointment gets exactly once.
import { CommandBus } from '@nestjs/cqrs';
import { newCommandContext } from '#app/es';
import type { SimulatedZoom } from '#app/integrations';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { VIDEO_CONFERENCING } from '../../apps/api/src/conferencing/conferencing.tokens.js';
import { CreateMeetingWhenVirtualAppointmentIsBooked } from '../../apps/api/src/conferencing/create-meeting-when-virtual-appointment-is-booked.reaction.js';
import { ChangePracticeCommand } from '../../apps/api/src/practice/commands/change-practice/change-practice.command.js';
import { ACCEPT, HISTORY, UPSERT_LOCATION, UPSERT_SERVICE } from '../support/operations.js';
import { newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';
import { mailOf, settled } from './messaging-mailbox.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ publicCallsPerMinute: 10_000 });
});
afterAll(async () => server?.close());

const VIEW = `{ videoConferencing { mode conferencingServices { provider active } zoomInfo { connected erroredAt accountName accountEmail } } }`;
const APPROVE = `mutation($provider: String!) { approveSimulatedVideoConferencing(provider: $provider) { result errors videoConferencing { zoomInfo { connected erroredAt accountName } } } }`;
const DEACTIVATE = `mutation($provider: String!) { deactivateVideoConferencing(provider: $provider) { result errors videoConferencing { zoomInfo { connected erroredAt } conferencingServices { provider active } } } }`;
const SERVICES = `{ currentPractice { conferencingServices { provider active } } }`;
const PAGE = `query($token: String!) { tokenAppointment(instantActionToken: $token) { virtualMeetingLinkWithFallback location { kind } } }`;
const DISABLED = 'Video conferencing is not enabled for this practice.';
const OWN_LINK = 'https://meet.example.com/sam';
const SIMULATED_LINK = /^https:\/\/simulated\.zoom\.us\/j\/\d{11}$/;

type Pro = Awaited<ReturnType<typeof setUp>>;

/** A practice with an online location (its own link), an in-person studio, and a service at both. */
const setUp = async (conferencingEnabled: boolean) => {
  const { client: pro, practice } = await signUpPro(server, 'Zoom Studio');
  const online = practice.locations[0];
  await pro.gql(UPSERT_LOCATION, { input: { id: online.id, name: 'Online', kind: 'virtual', timeZone: online.timeZone, virtualType: 'video', virtualLink: OWN_LINK, virtualInstructions: '' } });
  const studio = (await pro.gql(UPSERT_LOCATION, { input: { name: 'Studio', kind: 'office', address: '120 Court St', city: 'Brooklyn', stateProvince: 'NY', zip: '11201', timeZone: 'America/New_York' } })).data.upsertLocation.location;
  await pro.gql(UPSERT_SERVICE, { input: { id: practice.services[0].id, name: 'Consultation', description: 'Talk.', timeLength: 60, amountCents: 5000, locationIds: [online.id, studio.id] } });
  if (conferencingEnabled) {
    const ctx = newCommandContext({ kind: 'support', id: 'staff', name: 'Staff' }, new Date());
    const outcome = await server.app.get(CommandBus).execute(new ChangePracticeCommand(practice.id, { type: 'SetPracticeFlags', flags: { conferencingEnabled: true } }, ctx));
    await server.persistence.runner.waitFor(outcome.position);
  }
  return { pro, practice, onlineId: online.id as string, studioId: studio.id as string };
};

const book = async (p: Pro, locationId: string) => {
  const visitor = await newClient(server);
  const res = (await requestAppointment(visitor, { ...p.practice, locations: [{ id: locationId }] })).data.requestAppointment;
  expect(res.result).toBe('success');
  return { visitor, appointmentId: res.appointmentId as string, token: res.instantActionToken as string };
};

const linkOf = async (visitor: Awaited<ReturnType<typeof newClient>>, token: string) => (await visitor.gql(PAGE, { token })).data.tokenAppointment.virtualMeetingLinkWithFallback;

/** The meeting is made by a reaction after the booking: read until the page shows a generated link. */
const eventualLink = async (visitor: Awaited<ReturnType<typeof newClient>>, token: string) => {
  for (let i = 0; i < 100; i++) {
    const link = await linkOf(visitor, token);
    if (SIMULATED_LINK.test(link ?? '')) return link;
    await new Promise((r) => setTimeout(r, 50));
  }
  return linkOf(visitor, token);
};

const meetingEvents = async (pro: Pro['pro'], appointmentId: string) =>
  ((await pro.gql(HISTORY, { id: appointmentId })).data.appointmentHistory as Array<{ type: string; data: Record<string, unknown> }>).filter((e) => e.type.startsWith('VirtualMeeting'));

/** Lets the reaction runner catch up with what was appended (nothing to wait for shows as nothing). */
const settle = () => new Promise((r) => setTimeout(r, 600));

describe('video conferencing (Zoom)', () => {
  it('is refused with a clear error while conferencingEnabled is off, and lists no services', async () => {
    const p = await setUp(false);
    const view = await p.pro.gql(VIEW);
    expect(view.errors?.[0].message).toBe(DISABLED);
    expect((await p.pro.gql(APPROVE, { provider: 'zoom' })).data.approveSimulatedVideoConferencing).toMatchObject({ result: null, errors: [DISABLED] });
    expect((await p.pro.gql(DEACTIVATE, { provider: 'zoom' })).data.deactivateVideoConferencing).toMatchObject({ result: null, errors: [DISABLED] });
    expect((await p.pro.gql(SERVICES)).data.currentPractice.conferencingServices).toEqual([]);
  });

  it('connects through the simulator; a virtual appointment gets one meeting link, an in-person one none', async () => {
    const p = await setUp(true);
    expect((await p.pro.gql(VIEW)).data.videoConferencing).toEqual({
      mode: 'simulated', conferencingServices: [], zoomInfo: { connected: false, erroredAt: null, accountName: null, accountEmail: null },
    });
    expect((await p.pro.gql(APPROVE, { provider: 'other' })).data.approveSimulatedVideoConferencing.errors).toEqual(["Please choose 'zoom'."]);
    const approved = (await p.pro.gql(APPROVE, { provider: 'zoom' })).data.approveSimulatedVideoConferencing;
    expect(approved).toEqual({ result: 'success', errors: [], videoConferencing: { zoomInfo: { connected: true, erroredAt: null, accountName: 'Sam Rivera' } } });
    expect((await p.pro.gql(VIEW)).data.videoConferencing.zoomInfo.accountEmail).toMatch(/@example\.com$/);
    expect((await p.pro.gql(SERVICES)).data.currentPractice.conferencingServices).toEqual([{ provider: 'zoom', active: true }]);

    const virtual = await book(p, p.onlineId);
    const link = await eventualLink(virtual.visitor, virtual.token);
    expect(link).toMatch(SIMULATED_LINK);
    // Accepting it, and the reaction seeing the booking again (a replay), make no second meeting.
    expect((await p.pro.gql(ACCEPT, { id: virtual.appointmentId })).data.acceptAppointment.result).toBe('success');
    const [requested] = (await server.persistence.store.readStream(`appointment-${virtual.appointmentId}`)).filter((e) => e.type === 'AppointmentRequested');
    await server.app.get(CreateMeetingWhenVirtualAppointmentIsBooked).react(requested);
    await settle();
    expect((await meetingEvents(p.pro, virtual.appointmentId)).map((e) => e.type)).toEqual(['VirtualMeetingRequested', 'VirtualMeetingCreated']);
    expect(await linkOf(virtual.visitor, virtual.token)).toBe(link);
    // Every e-mail to the client tells the meeting link, not the location's: the first one too,
    // sent at booking (it waits for the meeting the conferencing reaction creates).
    await settled(server);
    const toClient = (await mailOf(p.pro, virtual.appointmentId)).filter((m) => m.sentAt && m.to.includes('ada@example.com'));
    expect(toClient.length).toBeGreaterThanOrEqual(2); // received, then confirmed
    for (const mail of toClient) {
      expect(mail.text).toContain(`Join: ${link}`);
      expect(mail.text).not.toContain(OWN_LINK);
    }

    const inPerson = await book(p, p.studioId);
    await settle();
    expect(await linkOf(inPerson.visitor, inPerson.token)).toBeNull();
    expect(await meetingEvents(p.pro, inPerson.appointmentId)).toEqual([]);
  });

  it('another practice gets nothing from it: its virtual appointments keep their own link', async () => {
    const connected = await setUp(true);
    await connected.pro.gql(APPROVE, { provider: 'zoom' });
    const other = await setUp(true);
    expect((await other.pro.gql(VIEW)).data.videoConferencing.zoomInfo.connected).toBe(false);
    const virtual = await book(other, other.onlineId);
    await settle();
    expect(await linkOf(virtual.visitor, virtual.token)).toBe(OWN_LINK);
    expect(await meetingEvents(other.pro, virtual.appointmentId)).toEqual([]);
  });

  it('errored: when Zoom refuses our access the account needs a reconnect and appointments keep their own link', async () => {
    const p = await setUp(true);
    await p.pro.gql(APPROVE, { provider: 'zoom' });
    const zoom = server.app.get<SimulatedZoom>(VIDEO_CONFERENCING);
    const { accountId } = (await server.persistence.documents.collection<{ id: string; accountId: string }>('conferencing_tokens').get(`${p.practice.id}:zoom`))!;
    zoom.revoke(accountId);
    const virtual = await book(p, p.onlineId);
    let view = (await p.pro.gql(VIEW)).data.videoConferencing;
    for (let i = 0; i < 100 && !view.zoomInfo.erroredAt; i++) {
      await new Promise((r) => setTimeout(r, 50));
      view = (await p.pro.gql(VIEW)).data.videoConferencing;
    }
    expect(view).toMatchObject({ conferencingServices: [{ provider: 'zoom', active: false }], zoomInfo: { connected: false, erroredAt: expect.any(String) } });
    expect(await linkOf(virtual.visitor, virtual.token)).toBe(OWN_LINK);
    expect((await meetingEvents(p.pro, virtual.appointmentId)).map((e) => e.type)).toEqual(['VirtualMeetingRequested', 'VirtualMeetingFailed']);

    // Reconnecting clears the error; the next virtual booking gets a meeting again.
    expect((await p.pro.gql(APPROVE, { provider: 'zoom' })).data.approveSimulatedVideoConferencing.videoConferencing.zoomInfo).toEqual({ connected: true, erroredAt: null, accountName: 'Sam Rivera' });
    const next = await book(p, p.onlineId);
    expect(await eventualLink(next.visitor, next.token)).toMatch(SIMULATED_LINK);
  });

  it('deactivates Zoom: new virtual appointments go back to the location’s own link; a second deactivation is refused', async () => {
    const p = await setUp(true);
    await p.pro.gql(APPROVE, { provider: 'zoom' });
    const before = await book(p, p.onlineId);
    const link = await eventualLink(before.visitor, before.token);
    expect((await p.pro.gql(DEACTIVATE, { provider: 'zoom' })).data.deactivateVideoConferencing).toEqual({
      result: 'success', errors: [], videoConferencing: { zoomInfo: { connected: false, erroredAt: null }, conferencingServices: [] },
    });
    const after = await book(p, p.onlineId);
    await settle();
    expect(await linkOf(after.visitor, after.token)).toBe(OWN_LINK);
    expect(await linkOf(before.visitor, before.token)).toBe(link); // a meeting made stays the appointment's
    expect((await p.pro.gql(DEACTIVATE, { provider: 'zoom' })).data.deactivateVideoConferencing).toMatchObject({ result: null, errors: ['Zoom is not connected.'] });
  });
});
