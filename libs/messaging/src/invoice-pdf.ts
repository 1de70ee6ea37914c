// The invoice as a one-page PDF (pdfkit; the only file that imports it), sent with the invoice
// e-mail. It lays out the same model the e-mail renders (invoiceFor), with the same money rows.
// The standard PDF fonts write WinAnsi only: other characters (a name in another script) print as
// '?' rather than as wrong letters. The creation date is the invoice's, so the same invoice gives
// the same bytes.
import { formatCents } from '#app/payments';
import type { Invoice } from './compose-invoice.js';
import { invoiceFromLines, invoiceSummaryRows, invoiceToLines } from './compose-invoice-details.js';

export interface InvoicePdfOptions {
  /** Deflate the page content (default true); tests read the text of an uncompressed one. */
  compress?: boolean;
  /** The document's creation date (default now). */
  createdAt?: Date;
}

const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const printable = (text: string): string =>
  Array.from(text, (c) => (/[\x20-\x7e\xa0-\xff]/.test(c) || WIN_ANSI_EXTRA.includes(c) ? c : c === '\n' ? c : '?')).join('');

const LEFT = 56;
const WIDTH = 500;
const AMOUNT_WIDTH = 110;
const GREY = '#555555';

const heading = (doc: PDFKit.PDFDocument, text: string, x: number, y: number) =>
  doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY).text(text.toUpperCase(), x, y, { width: 240 }).fillColor('black');

const block = (doc: PDFKit.PDFDocument, title: string, lines: string[], x: number, y: number): number => {
  heading(doc, title, x, y);
  doc.font('Helvetica').fontSize(10);
  lines.forEach((line, i) => doc.text(printable(line), x, y + 14 + i * 14, { width: 240 }));
  return y + 14 + lines.length * 14;
};

/** One row: the label on the left, the amount right-aligned; returns where the next row starts. */
const row = (doc: PDFKit.PDFDocument, label: string, cents: number, y: number, bold = false): number => {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  const labelWidth = WIDTH - AMOUNT_WIDTH - 10;
  const height = doc.heightOfString(printable(label), { width: labelWidth });
  doc.text(printable(label), LEFT, y, { width: labelWidth });
  doc.text(formatCents(cents), LEFT + WIDTH - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
  return y + Math.max(height, 12) + 6;
};

const rule = (doc: PDFKit.PDFDocument, y: number) => doc.moveTo(LEFT, y).lineTo(LEFT + WIDTH, y).lineWidth(0.5).strokeColor('#bbbbbb').stroke();

const layOut = (doc: PDFKit.PDFDocument, invoice: Invoice): void => {
  doc.font('Helvetica-Bold').fontSize(22).text('Invoice', LEFT, 56);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Invoice ${invoice.number}`, LEFT + 260, 58, { width: 240, align: 'right' });
  doc.text(`Issued ${invoice.issuedOn}`, LEFT + 260, 72, { width: 240, align: 'right' });
  doc.font('Helvetica-Bold').text(`Status: ${invoice.status}`, LEFT + 260, 86, { width: 240, align: 'right' });

  const top = 130;
  const bottom = Math.max(block(doc, 'From', invoiceFromLines(invoice), LEFT, top), block(doc, 'Bill to', invoiceToLines(invoice), LEFT + 260, top));
  let y = block(doc, 'Appointment', [invoice.appointment.when, invoice.appointment.location], LEFT, bottom + 16) + 20;

  heading(doc, 'Description', LEFT, y);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY).text('AMOUNT', LEFT + WIDTH - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' }).fillColor('black');
  y += 16;
  rule(doc, y - 4);
  for (const line of invoice.lines) y = row(doc, line.description, line.amountCents, y);
  rule(doc, y - 2);
  y += 4;
  for (const r of invoiceSummaryRows(invoice)) y = row(doc, r.label, r.amountCents, y, r.strong);

  y += 16;
  doc.font('Helvetica').fontSize(10);
  if (invoice.payUrl) {
    doc.text(`Pay ${formatCents(invoice.balanceCents)} online:`, LEFT, y, { width: WIDTH });
    doc.fillColor('#1a56db').text(printable(invoice.payUrl), LEFT, y + 14, { width: WIDTH, link: invoice.payUrl, underline: true }).fillColor('black');
  } else if (invoice.status === 'Paid') {
    doc.text('Thank you, this invoice is paid.', LEFT, y, { width: WIDTH });
  }
};

/** The invoice's PDF, as bytes. */
export const renderInvoicePdf = async (invoice: Invoice, { compress = true, createdAt = new Date() }: InvoicePdfOptions = {}): Promise<Buffer> => {
  // Loaded when a PDF is first made: pdfkit takes a fifth of a second to load, and most processes never make one.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: LEFT,
      compress,
      info: { Title: `Invoice ${invoice.number}`, Author: printable(invoice.practice.name), Subject: `Invoice for ${printable(invoice.client.name)}`, CreationDate: createdAt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    layOut(doc, invoice);
    doc.end();
  });
};

/** The attachment's file name: INV-0B6F5C1E.pdf. */
export const invoicePdfName = (invoice: Invoice): string => `${invoice.number}.pdf`;
