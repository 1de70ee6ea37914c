import { sampleAppointment } from '#testing/appointments';
import { buildTemplateVariables, clientAppointmentUrl, formatAppointmentTime, SPEC_VARIABLES, splitName } from './template-variables.js';

describe('appointment time in messages', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it("shows 10:00 AM EST for 10:00 in New York, whatever the server's zone", () => {
    for (const serverZone of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
      process.env.TZ = serverZone;
      expect(formatAppointmentTime('2026-11-23T15:00:00.000Z', 'America/New_York')).toBe('Monday, November 23, 2026 at 10:00 AM EST');
    }
  });

  it('follows the DST change in the appointment zone (spring forward in New York)', () => {
    // 2026-03-08 02:00 EST becomes 03:00 EDT: one UTC hour apart, two wall-clock hours apart.
    expect(formatAppointmentTime('2026-03-08T06:30:00.000Z', 'America/New_York')).toBe('Sunday, March 8, 2026 at 1:30 AM EST');
    expect(formatAppointmentTime('2026-03-08T07:30:00.000Z', 'America/New_York')).toBe('Sunday, March 8, 2026 at 3:30 AM EDT');
  });

  it('shows the repeated hour of fall back with its own abbreviation', () => {
    expect(formatAppointmentTime('2026-11-01T05:30:00.000Z', 'America/New_York')).toBe('Sunday, November 1, 2026 at 1:30 AM EDT');
    expect(formatAppointmentTime('2026-11-01T06:30:00.000Z', 'America/New_York')).toBe('Sunday, November 1, 2026 at 1:30 AM EST');
  });

  it('uses the zone of the appointment, not of the reader (Europe and half-hour offsets)', () => {
    expect(formatAppointmentTime('2026-11-23T15:00:00.000Z', 'Europe/Berlin')).toBe('Monday, November 23, 2026 at 4:00 PM GMT+1');
    expect(formatAppointmentTime('2026-11-23T15:00:00.000Z', 'Asia/Kolkata')).toBe('Monday, November 23, 2026 at 8:30 PM GMT+5:30');
  });
});

describe('buildTemplateVariables', () => {
  const variables = buildTemplateVariables({
    appointment: sampleAppointment(),
    practitioner: { name: ' Sam  de la Rivera ', email: 'sam@example.com' },
    baseUrl: 'https://book.example.com/',
  });

  it('provides every variable the spec names', () => {
    for (const name of SPEC_VARIABLES) expect(typeof variables[name]).toBe('string');
  });

  it('fills them from the appointment and the practitioner', () => {
    expect(variables).toMatchObject({
      'client.first_name': 'Ada',
      'client.last_name': 'Lovelace',
      'client.display_name': 'Ada Lovelace',
      'client.email': 'ada@example.com',
      'client.phone': '+12125550101',
      'appointment.date_and_time': 'Monday, November 23, 2026 at 10:00 AM EST',
      'appointment.service_name': 'Deep Tissue Massage',
      'practitioner.first_name': 'Sam',
      'practitioner.last_name': 'de la Rivera',
      'practitioner.full_name': 'Sam de la Rivera',
    });
  });

  it("links to the client's page with an absolute URL", () => {
    expect(variables['appointment.url']).toBe('https://book.example.com/m/c/tok_ABC-123');
    expect(clientAppointmentUrl('http://localhost:3000', 'a/b')).toBe('http://localhost:3000/m/c/a%2Fb');
  });

  it('splits names on the first space only', () => {
    expect(splitName('Cher')).toEqual({ first: 'Cher', last: '' });
    expect(splitName('Mary Ann Smith')).toEqual({ first: 'Mary', last: 'Ann Smith' });
  });
});
