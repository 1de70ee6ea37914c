import { AppointmentMessages, type AppointmentState, type ExistingAppointment } from '#app/appointments';
import { sampleAppointment } from '#testing/appointments';
import { checkInvoiceable, checkInvoiceChannel, InvoiceMessages as M } from './invoice-request.js';

const BEFORE = new Date('2026-11-23T14:00:00.000Z'); // an hour before the start
const AFTER = new Date('2026-11-23T16:30:00.000Z');
const appointment = (status: Exclude<AppointmentState, { status: 'none' }>['status'], email = 'ada@example.com'): ExistingAppointment => {
  const { practitionerNote: _, series: __, ...data } = sampleAppointment({ client: { ...sampleAppointment().client, email } });
  return { ...data, status, practitionerNote: null, series: null, seriesId: null, acceptedBy: status === 'approved' ? 'pro' : null };
};

describe('where an invoice may be sent', () => {
  it('by e-mail; texts are not available yet, whether alone or with e-mail', () => {
    expect(checkInvoiceChannel('email')).toBe('email');
    expect(() => checkInvoiceChannel('sms')).toThrow(AppointmentMessages.smsUnavailable);
    expect(() => checkInvoiceChannel('both')).toThrow(AppointmentMessages.smsUnavailable);
  });

  it('anything else is refused with the choices', () => {
    for (const other of ['fax', 'EMAIL', '', null, undefined, 3]) expect(() => checkInvoiceChannel(other)).toThrow(M.invalidSendTo);
  });
});

describe('which appointments get an invoice', () => {
  it('a confirmed one, upcoming or past', () => {
    expect(() => checkInvoiceable(appointment('approved'), BEFORE)).not.toThrow();
    expect(() => checkInvoiceable(appointment('approved'), AFTER)).not.toThrow();
  });

  it('a request only once its time has passed', () => {
    expect(() => checkInvoiceable(appointment('pending'), BEFORE)).toThrow(M.notYet);
    expect(() => checkInvoiceable(appointment('pending'), AFTER)).not.toThrow();
  });

  it('never a declined or cancelled one', () => {
    expect(() => checkInvoiceable(appointment('declined'), AFTER)).toThrow(M.ended);
    expect(() => checkInvoiceable(appointment('cancelled'), AFTER)).toThrow(M.ended);
  });

  it('not to a client without an e-mail address', () => {
    expect(() => checkInvoiceable(appointment('approved', ' '), AFTER)).toThrow(M.noEmail);
  });
});
