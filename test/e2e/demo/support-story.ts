// The property issue 19 asks of the support console, on the demo data: for every appointment, the
// state folded from its whole stream (appointmentAsOf) equals the appointments read model the
// portal shows, and the story's last entry is that same state. Also the demo's support lead: the
// note on a demo appointment and the audit entries.
import { initialPaymentState, isPaid } from '#app/payments';
import { AppointmentsQuery, type AppointmentDocument } from '#projections';
import { settled } from '../../support/settled-server.js';
import { DEMO_SUPPORT_LOGIN } from '../../../apps/api/src/demo/seed-demo-support.js';
import type { TestClient } from '../../support/graphql-client.js';
import { LOG_IN } from '../../support/operations.js';
import { newClient } from '../../support/test-server.js';
import { demo } from './demo-server.js';

const SNAPSHOT = 'revision at status startsAt endsAt timeZone startsAtLocal locationName clientName services { name timeLength amountCents addOn } amountCents paymentStatus paidCents tipAmountCents cardLast4 practitionerNote rows { field value }';
const AS_OF = `query($id: ID!, $revision: Int) { appointmentAsOf(appointmentId: $id, revision: $revision) { ${SNAPSHOT} } }`;
const STORY = `query($id: ID!) { appointmentStory(appointmentId: $id) { entries { revision type after { ${SNAPSHOT} } } notes { note supportName } } }`;
const AUDIT = `query($offset: Int) { supportAudit(limit: 200, offset: $offset) { total items { action target supportEmail } } }`;

export const supportStoryDemo = () =>
  describe('support story', () => {
    let support: TestClient;
    let appointments: AppointmentDocument[];

    beforeAll(async () => {
      // The demo's e-mails are appended by reactions: compare once they have caught up.
      await settled(demo.server);
      support = await newClient(demo.server);
      expect((await support.gql(LOG_IN, DEMO_SUPPORT_LOGIN)).data.logIn.result).toBe('success');
      appointments = (await demo.server.app.get(AppointmentsQuery).list({}, { field: 'createdAt', order: 'asc' }, { limit: 1000, offset: 0 })).items;
    });

    it('the as-of fold over the whole stream equals the read model, and the story ends in it, for every demo appointment', async () => {
      // The demo holds every kind the fold must get right: pending, approved, declined, cancelled, paid.
      expect(new Set(appointments.map((d) => d.state))).toEqual(new Set(['pending', 'approved', 'declined', 'cancelled']));
      expect(appointments.some((d) => d.payment && isPaid(d.payment))).toBe(true);
      for (const doc of appointments) {
        const asOf = (await support.gql(AS_OF, { id: doc.id })).data.appointmentAsOf;
        const payment = doc.payment ?? initialPaymentState();
        const paid = isPaid(payment);
        expect({ id: doc.id, ...asOf }).toMatchObject({
          id: doc.id,
          status: doc.state,
          startsAt: doc.startsAt,
          endsAt: doc.endsAt,
          timeZone: doc.timeZone,
          locationName: doc.location.name,
          clientName: `${doc.client.firstName} ${doc.client.lastName}`.trim(),
          services: doc.services.map(({ name, timeLength, amountCents, addOn }) => ({ name, timeLength, amountCents, addOn })),
          amountCents: doc.amountCents,
          tipAmountCents: payment.tipAmountCents,
          cardLast4: payment.card?.last4 ?? null,
        });
        expect({ id: doc.id, paid: asOf.paymentStatus === 'Paid' }).toEqual({ id: doc.id, paid });
        expect({ id: doc.id, paidCents: asOf.paidCents }).toEqual({ id: doc.id, paidCents: payment.paid?.amountCents ?? payment.markedPaid?.amountCents ?? 0 });
        // The read model writes a cancellation's note into practitionerNote; the domain's fold keeps the
        // booking's note (the cancellation note is the event's, shown in the story line). So notes are
        // compared only for appointments that are not cancelled.
        if (doc.state !== 'cancelled') expect({ id: doc.id, note: asOf.practitionerNote }).toEqual({ id: doc.id, note: doc.practitionerNote });

        const { entries } = (await support.gql(STORY, { id: doc.id })).data.appointmentStory;
        const last = entries[entries.length - 1];
        const atLast = (await support.gql(AS_OF, { id: doc.id, revision: last.revision })).data.appointmentAsOf;
        expect({ id: doc.id, after: last.after }).toEqual({ id: doc.id, after: atLast });
        expect(atLast).toEqual(asOf);
      }
    });

    it("the demo's support lead sees the note on a demo appointment and the audit", async () => {
      // The demo's entries are the oldest: the last page (the first test's reads came after them).
      const { total } = (await support.gql(AUDIT, { offset: 0 })).data.supportAudit;
      const audit = (await support.gql(AUDIT, { offset: Math.max(0, total - 10) })).data.supportAudit;
      const noted = audit.items.find((i: { action: string }) => i.action === 'note');
      expect(noted).toMatchObject({ supportEmail: DEMO_SUPPORT_LOGIN.email, target: expect.any(String) });
      expect(audit.items.map((i: { action: string }) => i.action)).toEqual(expect.arrayContaining(['search', 'story', 'note']));
      const story = (await support.gql(STORY, { id: noted.target })).data.appointmentStory;
      expect(story.notes).toEqual([{ note: expect.stringContaining('Client called'), supportName: 'Alex Rivera' }]);
    });
  });
