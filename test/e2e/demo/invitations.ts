// The demo's two invited clients have their invitation e-mails, with the practice's public link, after start.
import { LOG_IN } from '../../support/operations.js';
import { newClient } from '../../support/test-server.js';
import { allMail, settled, templatesTo } from '../messaging-mailbox.js';
import { demo } from './demo-server.js';

export const invitationsDemo = () =>
  describe('invitations', () => {
    it('has the invitations of its two invited clients in the mailbox after start', async () => {
      const pro = await newClient(demo.server);
      expect((await pro.gql(LOG_IN, { email: demo.server.demoLogin!.email, password: demo.server.demoLogin!.password })).data.logIn.result).toBe('success');
      await settled(demo.server);
      const sent = (await allMail(pro)).filter((m) => m.template === 'client_invitation');
      expect(templatesTo(sent)).toEqual(['client_invitation -> barbara@example.com', 'client_invitation -> donald@example.com']);
      for (const m of sent) expect(m.text).toMatch(new RegExp(`^https?://[^\\s/]+/${demo.server.demoLogin!.shortLink}$`, 'm'));
    });
  });
