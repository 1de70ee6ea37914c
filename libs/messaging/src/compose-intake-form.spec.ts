import { composeIntakeFormMail, intakeFormUrl } from './compose-intake-form.js';

const mail = composeIntakeFormMail({
  client: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
  practice: { name: 'Maya Chen <Massage>' },
  practitioner: { name: 'Maya  Chen', email: 'demo@example.com' },
  uniqueId: 'AbC_123-xyz',
  baseUrl: 'https://book.example.com/',
});

describe('the intake form e-mail', () => {
  it('goes to the client and replies to the pro', () => {
    expect(mail.template).toBe('intake_form');
    expect(mail.to).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(mail.replyTo).toEqual({ name: 'Maya Chen', email: 'demo@example.com' });
    expect(mail.subject).toBe('Your intake form for Maya Chen <Massage>');
  });

  it('links to the fill page of its unique id, in both formats, escaped in HTML', () => {
    expect(mail.url).toBe('https://book.example.com/m/intake/AbC_123-xyz');
    expect(mail.text).toContain('\n\nhttps://book.example.com/m/intake/AbC_123-xyz\n\n');
    expect(mail.html).toContain('<a href="https://book.example.com/m/intake/AbC_123-xyz">Fill in your intake form</a>');
    expect(mail.html).toContain('Maya Chen &lt;Massage&gt;');
    expect(mail.html).not.toContain('<Massage>');
  });

  it('keeps the id inside the path', () => expect(intakeFormUrl('http://localhost:3000', 'a/b')).toBe('http://localhost:3000/m/intake/a%2Fb'));
});
