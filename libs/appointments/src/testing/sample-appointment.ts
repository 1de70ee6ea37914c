// A request as the appointment stream holds it, for the appointment and messaging tests.
import type { AppointmentRequestedData } from '../appointment.js';

export const sampleAppointment = (overrides: Partial<AppointmentRequestedData> = {}): AppointmentRequestedData => ({
  appointmentId: '0b6f5c1e-7d0a-4a43-9a5e-2b3c4d5e6f70',
  practiceId: 'p1',
  instantActionToken: 'tok_ABC-123',
  client: { clientId: 'c1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+12125550101' },
  services: [{ serviceId: 's1', name: 'Deep Tissue Massage', timeLength: 60, amountCents: 9000, addOn: false }],
  location: { locationId: 'l1', name: 'Studio', kind: 'office', timeZone: 'America/New_York' },
  startsAt: '2026-11-23T15:00:00.000Z',
  endsAt: '2026-11-23T16:00:00.000Z',
  timeZone: 'America/New_York',
  amountCents: 9000,
  bookedBy: 'client',
  source: 'web',
  ...overrides,
});
