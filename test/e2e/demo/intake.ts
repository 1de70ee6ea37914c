// The demo's intake form: saved, answered by Ada, sent to Grace who has not filled it in.
import { intakeFormText } from '#app/intake-forms';
import { DEMO_INTAKE_FORM } from '../../../apps/api/src/demo/seed-demo-intake.js';
import { CLIENTS } from '../../support/client-operations.js';
import { CLIENT_INTAKE, INTAKE_FORM } from '../../support/intake-operations.js';
import { LOG_IN } from '../../support/operations.js';
import { newClient } from '../../support/test-server.js';
import { allMail } from '../messaging-mailbox.js';
import { demo } from './demo-server.js';

export const intakeDemo = () =>
  describe('intake forms', () => {
    it("has a saved intake form, Ada's completed answers and a form sent to Grace she has not filled in", async () => {
      const pro = await newClient(demo.server);
      await pro.gql(LOG_IN, { email: demo.server.demoLogin!.email, password: demo.server.demoLogin!.password });
      expect((await pro.gql(INTAKE_FORM)).data.intakeForm).toMatchObject({ saveNo: 1, data: intakeFormText(DEMO_INTAKE_FORM) });
      const { clients } = (await pro.gql(CLIENTS, { limit: 100 })).data.clients;
      const idOf = (name: string) => clients.find((c: { name: string }) => c.name === name).id as string;
      const ada = (await pro.gql(CLIENT_INTAKE, { clientId: idOf('Ada Lovelace') })).data.client;
      expect(ada).toMatchObject({ intakeFormSubmitted: true, intakeLastSentAt: expect.any(String) });
      expect(JSON.parse(ada.intakeForm.data)).toMatchObject({ pressure: 'Medium', consent: true, signature: expect.stringMatching(/^data:image\/png;base64,/) });
      expect((await pro.gql(CLIENT_INTAKE, { clientId: idOf('Grace Hopper') })).data.client).toMatchObject({ intakeForm: null, intakeFormSubmitted: false, intakeLastSentAt: expect.any(String) });
      const mail = (await allMail(pro)).filter((m) => m.template === 'intake_form').map((m) => m.to).sort();
      expect(mail).toEqual(['ada@example.com', 'grace@example.com']);
    });
  });
