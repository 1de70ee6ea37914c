// The demo practice's money after seeding: a card on hold, a paid past appointment and a failed one.
import { DEMO_LOGIN } from '../../../apps/api/src/demo/seed-demo-data.js';
import { APPOINTMENT, APPOINTMENTS, HISTORY, LOG_IN } from '../../support/operations.js';
import { PAYMENT_PAGE } from '../../support/payment-operations.js';
import { newClient } from '../../support/test-server.js';
import { demo } from './demo-server.js';

export const paymentsDemo = () =>
  describe('payments', () => {
    it('the demo shows a card on hold, a paid appointment and a failed payment', async () => {
      const pro = await newClient(demo.server);
      expect((await pro.gql(LOG_IN, DEMO_LOGIN)).data.logIn.result).toBe('success');
      const { items } = (await pro.gql(APPOINTMENTS, { limit: 100 })).data.appointments;
      const visitor = await newClient(demo.server);
      const statuses: Record<string, string[]> = {};
      for (const { id, client } of items) {
        const { instantActionToken } = (await pro.gql(APPOINTMENT, { id })).data.appointment;
        const page = (await visitor.gql(PAYMENT_PAGE, { token: instantActionToken })).data.tokenAppointment;
        (statuses[client.email] ??= []).push(page.clientPaymentStatus);
      }
      expect(statuses['alan@example.com']).toContain('Pending');
      expect(statuses['ada@example.com']).toContain('Paid');
      expect(statuses['katherine@example.com']).toContain('Failed');
      const failed = items.find((a: { client: { email: string }; state: string }) => a.client.email === 'katherine@example.com' && a.state === 'approved');
      const history = (await pro.gql(HISTORY, { id: failed.id })).data.appointmentHistory.map((e: { type: string }) => e.type);
      expect(history).toEqual(expect.arrayContaining(['PaymentCardSaved', 'ChargeAttempted', 'PaymentFailed']));
    });
  });
