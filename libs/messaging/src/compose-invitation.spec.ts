import { composeInvitation, practiceBookingUrl } from './compose-invitation.js';

const invitation = composeInvitation({
  client: { firstName: 'Barbara', lastName: 'Liskov', email: 'barbara@example.com' },
  practice: { name: 'Maya Chen <Massage>', shortLink: 'maya-chen-massage' },
  practitioner: { name: 'Maya Chen', email: 'demo@example.com' },
  baseUrl: 'https://book.example.com/',
});

describe('the invitation to book online', () => {
  it('goes to the invited client, replies to the pro, from the practitioner', () => {
    expect(invitation.template).toBe('client_invitation');
    expect(invitation.to).toEqual({ name: 'Barbara Liskov', email: 'barbara@example.com' });
    expect(invitation.replyTo).toEqual({ name: 'Maya Chen', email: 'demo@example.com' });
    expect(invitation.subject).toBe('Maya Chen invites you to book online');
  });

  it("links to the practice's public booking page", () => {
    expect(invitation.bookingUrl).toBe('https://book.example.com/maya-chen-massage');
    expect(invitation.text).toBe(
      [
        'Hi Barbara,',
        '',
        'Maya Chen of Maya Chen <Massage> invites you to book your appointments online. See the services and free times, and book in a few clicks:',
        '',
        'https://book.example.com/maya-chen-massage',
        '',
        'Questions? Just reply to this e-mail.',
        '',
      ].join('\n'),
    );
    expect(invitation.html).toContain('<a href="https://book.example.com/maya-chen-massage">Book with Maya Chen &lt;Massage&gt;</a>');
    expect(invitation.html).not.toContain('<Massage>');
  });

  it('keeps a short link inside the path', () => {
    expect(practiceBookingUrl('http://localhost:3000', 'a/b?c')).toBe('http://localhost:3000/a%2Fb%3Fc');
  });
});
