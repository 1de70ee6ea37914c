// The demo practice's directory: booked, added and invited clients, and Ada's notes.
import { LOG_IN } from '../../support/operations.js';
import { newClient } from '../../support/test-server.js';
import { CLIENT, CLIENTS, PAST_APPOINTMENTS } from '../../support/client-operations.js';
import { demo } from './demo-server.js';

export const clientsDemo = () =>
  describe('clients', () => {
    it('shows the demo clients with their types, and notes on Ada and her past appointment', async () => {
      const pro = await newClient(demo.server);
      expect((await pro.gql(LOG_IN, { email: demo.server.demoLogin!.email, password: demo.server.demoLogin!.password })).data.logIn.result).toBe('success');
      const { clients, totalCount } = (await pro.gql(CLIENTS, { limit: 100 })).data.clients;
      const byName = new Map(clients.map((c: { name: string }) => [c.name, c]));
      expect(totalCount).toBeGreaterThanOrEqual(8);
      expect(byName.get('Ada Lovelace')).toMatchObject({ clientType: 'booked', lastAppointmentDate: expect.any(String) });
      expect(byName.get('Margaret Hamilton')).toMatchObject({ formattedPhone: '(617) 555-0142' });
      expect(byName.get('Barbara Liskov')).toMatchObject({ clientType: 'invited', invitedFrom: 'csv_upload', phone: null });
      const ada = (await pro.gql(CLIENT, { clientId: (byName.get('Ada Lovelace') as { id: string }).id })).data.client;
      expect(ada.notes.map((n: { noteType: string }) => n.noteType).sort()).toEqual(['appointment', 'client']);
      const past = (await pro.gql(PAST_APPOINTMENTS, { clientId: ada.id })).data.pastAppointments;
      expect(past[0].notes).toEqual([expect.objectContaining({ text: 'Focused on shoulders and neck. Suggested stretching between sessions.' })]);
    });
  });
