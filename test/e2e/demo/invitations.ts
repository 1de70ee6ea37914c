// The demo's two invited clients have their invitation e-mails, with the practice's public link, after start.
import type { RunningServer } from '../../../apps/api/src/bootstrap.js';
import { LOG_IN } from '../../support/operations.js';
import { newClient } from '../../support/test-server.js';
import { allMail, settled, templatesTo } from '../messaging-mailbox.js';
import type { DemoServer } from './demo-server.js';

export const invitationsDemo = (demo: DemoServer) =>
  describe('invitations', () => {
    let server: RunningServer;
    beforeAll(() => {
      server = demo.server;
    });

    it('has the invitations of its two invited clients in the mailbox after start', async () => {
      const pro = await newClient(server);
      expect((await pro.gql(LOG_IN, { email: server.demoLogin!.email, password: server.demoLogin!.password })).data.logIn.result).toBe('success');
      await settled(server);
      const sent = (await allMail(pro)).filter((m) => m.template === 'client_invitation');
      expect(templatesTo(sent)).toEqual(['client_invitation -> barbara@example.com', 'client_invitation -> donald@example.com']);
      for (const m of sent) expect(m.text).toMatch(new RegExp(`^https?://[^\\s/]+/${server.demoLogin!.shortLink}$`, 'm'));
    });
  });
