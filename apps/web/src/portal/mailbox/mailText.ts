// How an e-mail is summarised in the mailbox list.
const TEMPLATE_LABELS: Record<string, string> = {
  request_received: 'Request received',
  new_request: 'New request',
  new_booking: 'New booking',
  appointment_confirmed: 'Confirmed',
  appointment_moved: 'Moved',
  appointment_declined: 'Declined',
  appointment_cancelled: 'Cancelled',
  appointment_cancelled_by_client: 'Cancelled by client',
  series_confirmed: 'Series confirmed',
  series_moved: 'Series moved',
  series_cancelled: 'Series cancelled',
  client_invitation: 'Invitation',
};

export function templateLabel(template: string): string {
  return TEMPLATE_LABELS[template] ?? template.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

const PREVIEW_LENGTH = 140;

/** The text body without its greeting, on one line, cut at a word near 140 characters. */
export function mailPreview(text: string): string {
  const body = text.replace(/^\s*(Hi|Hello|Dear)\b[^\n]*\n/i, '').replace(/\s+/g, ' ').trim();
  if (body.length <= PREVIEW_LENGTH) return body;
  const cut = body.slice(0, PREVIEW_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : PREVIEW_LENGTH)}…`;
}

/** Links in the e-mail open in a new tab rather than inside the preview frame. */
export function withLinksInNewTab(html: string): string {
  const base = '<base target="_blank">';
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (head) => `${head}${base}`);
  if (/<html[^>]*>/i.test(html)) return html.replace(/<html[^>]*>/i, (open) => `${open}<head>${base}</head>`);
  return `${base}${html}`;
}
