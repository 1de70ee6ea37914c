import type { Invoice } from './compose-invoice.js';
import { invoicePdfName, renderInvoicePdf } from './invoice-pdf.js';

const invoice: Invoice = {
  number: 'INV-0B6F5C1E',
  issuedOn: 'November 24, 2026',
  currency: 'CAD',
  practice: { name: 'Calm Hands Massage', practitioner: { name: 'Sam Rivera', email: 'sam@example.com' }, phone: '(212) 555-0100' },
  client: { name: 'Zoë Lovelace 李', email: 'zoe@example.com', phone: null },
  appointment: { when: 'Monday, November 23, 2026 at 10:00 AM EST', location: 'Studio, 1 Main St' },
  lines: [
    { description: 'Deep Tissue Massage', amountCents: 9000 },
    { description: 'Hot stones (add-on)', amountCents: 2550 },
  ],
  subtotalCents: 11_550,
  tipCents: 1500,
  adjustments: [{ date: 'Nov 24, 2026', note: 'Late start', amountCents: 2000 }],
  totalCents: 11_050,
  paidCents: 0,
  balanceCents: 11_050,
  status: 'Past due',
  payUrl: 'https://book.example.com/m/c/tok_ABC-123',
};

/** The text a PDF's pages show: pdfkit writes each run as hex WinAnsi strings in TJ arrays. */
const shownText = (pdf: Buffer): string[] =>
  [...pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)].map(([, run]) =>
    [...run.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1')).join(''),
  );

describe('the invoice PDF', () => {
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await renderInvoicePdf(invoice, { compress: false, createdAt: new Date('2026-11-24T17:00:00.000Z') });
  });

  it('is a complete PDF document', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    expect(pdf.toString('latin1')).toMatch(/\/Type \/Page\b/);
  });

  it('shows the number, status, parties, lines, tip, adjustment, total, balance and the pay link', () => {
    const text = shownText(pdf);
    expect(text).toEqual(
      expect.arrayContaining([
        'Invoice INV-0B6F5C1E',
        'Status: Past due',
        'Calm Hands Massage',
        'sam@example.com',
        'Deep Tissue Massage',
        '$90.00',
        'Hot stones (add-on)',
        '$25.50',
        'Tip',
        '$15.00',
        'Adjustment, Nov 24, 2026: Late start',
        '-$20.00',
        'Total (CAD)',
        '$110.50',
        'Balance due (CAD)',
        'Pay $110.50 online:',
        'https://book.example.com/m/c/tok_ABC-123',
      ]),
    );
    // A character the standard fonts cannot print shows as '?', never as other letters.
    expect(text).toContain('Zo\u00eb Lovelace ?');
    expect(pdf.toString('latin1')).toContain('/URI (https://book.example.com/m/c/tok_ABC-123)');
  });

  it('is the same bytes for the same invoice, and smaller compressed', async () => {
    const again = await renderInvoicePdf(invoice, { compress: false, createdAt: new Date('2026-11-24T17:00:00.000Z') });
    expect(again.equals(pdf)).toBe(true);
    const compressed = await renderInvoicePdf(invoice, { createdAt: new Date('2026-11-24T17:00:00.000Z') });
    expect(compressed.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(compressed.length).toBeLessThan(pdf.length);
  });

  it('a paid invoice thanks instead of linking', async () => {
    const paid = await renderInvoicePdf({ ...invoice, status: 'Paid', paidCents: 11_050, balanceCents: 0, payUrl: null }, { compress: false });
    const text = shownText(paid);
    expect(text).toContain('Thank you, this invoice is paid.');
    expect(text.join(' ')).not.toContain('/m/c/');
  });

  it('is attached under the invoice number', () => {
    expect(invoicePdfName(invoice)).toBe('INV-0B6F5C1E.pdf');
  });
});
