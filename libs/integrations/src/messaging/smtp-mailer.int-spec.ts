// The SMTP adapter through the real nodemailer against a local fake SMTP server.
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';
import { createMailer } from './create-mailer.js';
import { startFakeSmtpServer, type FakeSmtpServer } from './testing/fake-smtp-server.js';
import type { MailMessage } from './mailer.js';

const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:a@b\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
const message: MailMessage = {
  messageId: '<0b6f5c1e-7d0a-5a43-9a5e-2b3c4d5e6f70@book.example.com>',
  to: { name: 'Ada Lovelace', email: 'ada@example.com' },
  replyTo: { name: 'Sam Rivera', email: 'sam@example.com' },
  subject: 'Your appointment is confirmed',
  text: 'Hi Ada,\n\nConfirmed.\n',
  html: '<p>Hi Ada,</p><p>Confirmed.</p>',
  calendar: { method: 'REQUEST', content: ics },
};

describe('SmtpMailer', () => {
  let smtp: FakeSmtpServer;
  let mailer: SmtpMailer;
  beforeEach(async () => {
    smtp = await startFakeSmtpServer();
    mailer = new SmtpMailer({ url: smtp.url, from: 'Bookings <no-reply@book.example.com>' });
  });
  afterEach(async () => {
    await mailer.close();
    await smtp.close();
  });

  it('delivers text, HTML, the calendar part and the .ics file with our Message-ID', async () => {
    await mailer.send(message);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from).toContain('no-reply@book.example.com');
    expect(mail.to).toEqual(['<ada@example.com>']);
    expect(mail.data).toMatch(/^Message-ID: <0b6f5c1e-7d0a-5a43-9a5e-2b3c4d5e6f70@book\.example\.com>$/m);
    expect(mail.data).toMatch(/^Reply-To: Sam Rivera <sam@example\.com>$/m);
    expect(mail.data).toMatch(/^Subject: Your appointment is confirmed$/m);
    expect(mail.data).toContain('Content-Type: text/plain');
    expect(mail.data).toContain('Content-Type: text/html');
    expect(mail.data).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(mail.data).toMatch(/Content-Type: application\/ics; name=invite\.ics/);
  });

  it('attaches files, given as bytes or as base64, each as its own part with its name and type', async () => {
    const pdf = Buffer.from('%PDF-1.3\n% an invoice\n%%EOF\n');
    await mailer.send({
      ...message,
      calendar: undefined,
      attachments: [
        { filename: 'invoice-0B6F5C1E.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'note.txt', contentType: 'text/plain', content: Buffer.from('paid in full').toString('base64') },
      ],
    });
    const [mail] = smtp.received;
    expect(mail.data).toMatch(/Content-Type: multipart\/mixed/);
    expect(mail.data).toMatch(/Content-Type: application\/pdf; name=invoice-0B6F5C1E\.pdf/);
    expect(mail.data).toMatch(/Content-Disposition: attachment; filename=invoice-0B6F5C1E\.pdf/);
    // Both parts travel in base64: decoded, each is the file as given.
    const parts = mail.data.split(/\r?\n--/).filter((part) => /Content-Disposition: attachment/.test(part));
    const decoded = parts.map((part) => Buffer.from(part.split(/\r?\n\r?\n/)[1].replace(/\s+/g, ''), 'base64').toString('utf8'));
    expect(decoded).toEqual([pdf.toString('utf8'), 'paid in full']);
  });

  it('rejects when the server refuses the message, so the caller retries', async () => {
    smtp.rejectRecipients = true;
    await expect(mailer.send(message)).rejects.toThrow(/550|No such mailbox|recipients/i);
  });
});

describe('createMailer', () => {
  it('uses SMTP only when a server is configured', async () => {
    const outbox = createMailer({ mailFrom: 'x <a@b.c>' });
    expect(outbox).toBeInstanceOf(OutboxMailer);
    const smtp = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'x <a@b.c>' });
    expect(smtp.kind).toBe('smtp');
    await smtp.close();
  });

  it('the outbox accepts a message without any network', async () => {
    await expect(new OutboxMailer().send(message)).resolves.toBeUndefined();
  });

  it('the outbox refuses an attachment an SMTP server could not carry (no name, no type, empty)', async () => {
    const pdf = { filename: 'invoice.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') };
    await expect(new OutboxMailer().send({ ...message, attachments: [pdf] })).resolves.toBeUndefined();
    await expect(new OutboxMailer().send({ ...message, attachments: [{ ...pdf, filename: ' ' }] })).rejects.toThrow(/Cannot attach/);
    await expect(new OutboxMailer().send({ ...message, attachments: [{ ...pdf, content: '' }] })).rejects.toThrow(/Cannot attach/);
  });
});
