// The client's sign-in link e-mail (ARCHITECTURE "Clients without passwords"). The link opens a
// page with a Sign in button rather than signing in on GET, so a mail scanner that follows links
// does not use up the single-use link. Pure: the caller passes the token and the base address.
import { escapeHtml } from './render-template.js';

export const clientSignInUrl = (baseUrl: string, token: string): string => `${baseUrl.replace(/\/+$/, '')}/m/sign_in/${encodeURIComponent(token)}`;

export const composeClientSignIn = ({ email, token, baseUrl }: { email: string; token: string; baseUrl: string }) => {
  const url = clientSignInUrl(baseUrl, token);
  const subject = 'Your sign-in link';
  const lines = [
    'Use this link to see your bookings, transactions and saved cards:',
    url,
    'The link works once and expires in 30 minutes. If you did not ask for it, you can ignore this e-mail.',
  ];
  const html = `<p>${escapeHtml(lines[0]!)}</p><p><a href="${escapeHtml(url)}">Sign in to Your Bookings</a></p><p>${escapeHtml(lines[2]!)}</p>`;
  return { to: { name: email, email }, subject, text: lines.join('\n\n'), html, url };
};
