// Invitations through the real API: the invite wizard's import sends each invited client one
// e-mail with the practice's public booking link, recorded as InvitationSent on the client's
// stream and listed in the mailbox; clients added or booked otherwise get none; a replay sends
// nothing twice (the demo's two invited clients have theirs after start: test/e2e/demo/invitations.ts).
import { jest } from '@jest/globals';
import { START_OF_LOG } from '#app/eventstore';
import type { Mailer } from '#app/integrations';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { MessagingReactions } from '../../apps/api/src/messaging/messaging-reactions.js';
import { MAILER } from '../../apps/api/src/messaging/messaging-settings.js';
import { CLIENTS, CREATE_CLIENT, DELETE_CLIENT, EDIT_CLIENT, INVITE_CLIENTS } from '../support/client-operations.js';
import type { TestClient } from '../support/graphql-client.js';
import { newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';
import { allMail, settled, templatesTo, type Mail } from './messaging-mailbox.js';

const invitations = async (server: RunningServer, reader: TestClient): Promise<Mail[]> => {
  await settled(server);
  return (await allMail(reader)).filter((m) => m.template === 'client_invitation');
};

const clientIds = async (pro: TestClient): Promise<Map<string, string>> =>
  new Map(((await pro.gql(CLIENTS, { limit: 100 })).data.clients.clients as Array<{ id: string; email: string }>).map((c) => [c.email, c.id]));

describe('invitations from the client import', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it('sends each invited client one e-mail with the practice’s booking link; no one else gets one', async () => {
    const { client: pro, practice, email: proEmail } = await signUpPro(server, 'Quiet Pines Massage');
    const imported = await pro.gql(INVITE_CLIENTS, {
      clients: [
        { email: 'barbara@example.com', firstName: 'Barbara', lastName: 'Liskov', phone: '' },
        { email: 'donald@example.com', firstName: 'Donald', lastName: 'Knuth', phone: '(650) 555-0188' },
      ],
    });
    expect(imported.data.inviteClients).toMatchObject({ result: 'success', invitedCount: 2 });
    expect((await pro.gql(CREATE_CLIENT, { client: { firstName: 'Added', lastName: 'ByHand', email: 'added@example.com', phone: '(212) 555-0111' } })).data.createClient.result).toBe('success');
    expect((await requestAppointment(await newClient(server), practice)).data.requestAppointment.result).toBe('success');

    const sent = await invitations(server, pro);
    expect(templatesTo(sent)).toEqual(['client_invitation -> barbara@example.com', 'client_invitation -> donald@example.com']);
    const ids = await clientIds(pro);
    const barbara = sent.find((m) => m.to === 'barbara@example.com')!;
    expect(barbara).toMatchObject({ clientId: ids.get('barbara@example.com'), appointmentId: '', ics: null });
    expect(barbara.subject).toBe('Sam Rivera invites you to book online');
    expect(barbara.text).toMatch(new RegExp(`^Hi Barbara,\\n\\nSam Rivera of Quiet Pines Massage invites you to book`));
    expect(barbara.text).toMatch(new RegExp(`^https?://[^\\s/]+/${practice.shortLink}$`, 'm'));
    expect(barbara.html).toMatch(new RegExp(`<a href="https?://[^"/]+/${practice.shortLink}">Book with Quiet Pines Massage</a>`));
    expect((await allMail(pro)).filter((m) => m.to === proEmail || m.to === 'ada@example.com').map((m) => m.template).sort()).toEqual(['new_request', 'request_received']);

    // The client's stream holds the invitation; the client is edited as before.
    const edited = await pro.gql(EDIT_CLIENT, { clientId: ids.get('barbara@example.com'), client: { lastName: 'Liskov-Smith' } });
    expect(edited.data.editClient).toMatchObject({ result: 'success', client: { name: 'Barbara Liskov-Smith', clientType: 'invited' } });
  });

  it('replaying the log sends and records no invitation twice', async () => {
    const { client: pro } = await signUpPro(server);
    await pro.gql(INVITE_CLIENTS, { clients: [{ email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', phone: '' }] });
    const before = (await invitations(server, pro)).map((m) => m.id);
    expect(before).toHaveLength(1);
    const reactions = server.app.get(MessagingReactions);
    const send = jest.spyOn(server.app.get<Mailer>(MAILER), 'send');
    try {
      await reactions.stop();
      await reactions.runner.rewind('send-client-invitations', START_OF_LOG);
      await reactions.start();
      expect((await invitations(server, pro)).map((m) => m.id)).toEqual(before);
      expect(send).not.toHaveBeenCalled();
    } finally {
      send.mockRestore();
    }
  });

  it('a client deleted before the invitation went out gets none', async () => {
    const { client: pro } = await signUpPro(server);
    const reactions = server.app.get(MessagingReactions);
    await reactions.stop();
    try {
      await pro.gql(INVITE_CLIENTS, {
        clients: [
          { email: 'kept@example.com', firstName: 'Kept', lastName: 'Client', phone: '' },
          { email: 'gone@example.com', firstName: 'Gone', lastName: 'Client', phone: '' },
        ],
      });
      expect((await pro.gql(DELETE_CLIENT, { clientId: (await clientIds(pro)).get('gone@example.com') })).data.deleteClient.result).toBe('success');
    } finally {
      await reactions.start();
    }
    expect(templatesTo(await invitations(server, pro))).toEqual(['client_invitation -> kept@example.com']);
  });
});
