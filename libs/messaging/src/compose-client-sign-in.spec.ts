import { composeClientSignIn } from './compose-client-sign-in.js';

describe('the client sign-in e-mail', () => {
  it('carries the link to the sign-in page, in text and HTML, and says it works once', () => {
    const mail = composeClientSignIn({ email: 'ana@example.com', token: 'abc.def', baseUrl: 'https://book.example.com/' });
    expect(mail.url).toBe('https://book.example.com/m/sign_in/abc.def');
    expect(mail.text).toContain('https://book.example.com/m/sign_in/abc.def');
    expect(mail.html).toContain('href="https://book.example.com/m/sign_in/abc.def"');
    expect(mail.text).toContain('works once and expires in 30 minutes');
    expect(mail.to).toEqual({ name: 'ana@example.com', email: 'ana@example.com' });
  });
});
