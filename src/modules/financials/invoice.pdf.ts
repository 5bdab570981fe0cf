import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * The invoice as a PDF, drawn in-process with pdfkit: no browser, no network. Every text from
 * users is laid out as glyphs of an embedded font (pdfkit writes them as hex glyph ids), so no
 * content of a name or a note can become PDF syntax, markup or a formula.
 */

import type { InvoiceDocument } from './invoice-issue.js';
import { buyerLines, invoiceFacts, paymentLines, sellerLines } from './invoice.pdf-parts.js';

const require = createRequire(import.meta.url);
/** DejaVu Sans: Latin (with Latin Extended), Greek, Cyrillic and more, shipped inside an npm package. */
const REGULAR = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
const BOLD = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));
const coverage = fontkit.create(REGULAR) as fontkit.Font;

/** What a character the font cannot draw (e.g. CJK) becomes: the Unicode replacement character. */
export const MISSING_GLYPH = '\uFFFD';

/**
 * Text the font can draw: control characters (other than line breaks) become spaces, and any
 * character without a glyph becomes U+FFFD, so nothing is dropped silently and nothing throws.
 */
export function drawable(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    const code = char.codePointAt(0)!;
    if (char === '\n') out += char;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else out += coverage.hasGlyphForCodePoint(code) ? char : MISSING_GLYPH;
  }
  return out;
}

/** 1234567.8 → "1,234,567.80": amounts are cents as JSON numbers, exact to two decimals. */
export function formatMoney(amount: number): string {
  const [whole, fraction] = amount.toFixed(2).split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

const PAGE = { size: 'A4' as const, margin: 50 };
/** The box the logo is drawn into, in points (aspect kept). */
const LOGO = { width: 160, height: 64 };
const COLUMNS = { description: 260, quantity: 70, unitPrice: 80, amount: 85 };
const GAP = 5;

export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const title = invoice.number ?? 'DRAFT';
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: drawable(`Invoice ${title}`),
      Author: drawable(invoice.seller.legalName ?? invoice.organizationName),
      Creator: 'Punchclock',
      // Fixed dates: the same invoice gives the same bytes.
      CreationDate: new Date(invoice.createdAt),
      ModDate: new Date(invoice.updatedAt),
    },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const width = doc.page.width - 2 * PAGE.margin;
  const half = (width - 20) / 2;
  const right = left + half + 20;
  const bottom = () => doc.page.height - PAGE.margin;
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  /** A titled block of lines at x, from y; answers where it ends. */
  const block = (heading: string | null, name: string, lines: string[], x: number, y: number, blockWidth: number) => {
    doc.x = x;
    doc.y = y;
    if (heading) doc.font('bold').fontSize(8).fillColor('#555555').text(heading.toUpperCase(), { width: blockWidth });
    doc.fillColor('black').font('bold').fontSize(11).text(drawable(name), { width: blockWidth });
    doc.font('regular').fontSize(9);
    for (const line of lines) doc.text(drawable(line), { width: blockWidth });
    return doc.y;
  };

  // Seller (with the logo) on the left, the invoice's facts on the right.
  let sellerTop = PAGE.margin;
  if (invoice.logo) {
    try {
      doc.image(Buffer.from(invoice.logo), left, sellerTop, { fit: [LOGO.width, LOGO.height] });
      sellerTop += LOGO.height + 8;
    } catch {
      // A logo pdfkit cannot read is left out rather than failing the invoice.
    }
  }
  const seller = sellerLines(invoice);
  const sellerEnd = block('From', seller.name, seller.lines, left, sellerTop, half);
  doc.x = right;
  doc.y = PAGE.margin;
  doc.font('bold').fontSize(18).text(`Invoice ${title}`, { width: half, align: 'right' });
  doc.moveDown(0.3);
  const labelWidth = half * 0.4;
  for (const [label, value] of invoiceFacts(invoice)) {
    const y = doc.y;
    doc.font('regular').fontSize(9).text(`${label}:`, right, y, { width: labelWidth });
    const labelEnd = doc.y;
    doc.font('bold').text(drawable(value), right + labelWidth, y, { width: half - labelWidth, align: 'right' });
    doc.y = Math.max(labelEnd, doc.y);
  }
  const buyer = buyerLines(invoice);
  const buyerEnd = block('Bill to', buyer.name, buyer.lines, left, Math.max(sellerEnd, doc.y) + 16, half);
  doc.x = left;
  doc.y = buyerEnd + 16;

  // Items, paginated: the column titles repeat on every page.
  const x = {
    description: left,
    quantity: left + COLUMNS.description + GAP,
    unitPrice: left + COLUMNS.description + COLUMNS.quantity + 2 * GAP,
    amount: left + COLUMNS.description + COLUMNS.quantity + COLUMNS.unitPrice + 3 * GAP,
  };
  const row = (cells: [string, string, string, string], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(10);
    const height = Math.max(
      doc.heightOfString(cells[0], { width: COLUMNS.description }),
      doc.heightOfString(cells[1], { width: COLUMNS.quantity }),
    );
    if (doc.y + height > bottom()) {
      doc.addPage();
      if (font === 'regular') row(['Description', 'Quantity', 'Unit price', 'Amount'], 'bold');
      doc.font(font).fontSize(10);
    }
    const y = doc.y;
    doc.text(cells[0], x.description, y, { width: COLUMNS.description });
    doc.text(cells[1], x.quantity, y, { width: COLUMNS.quantity, align: 'right' });
    doc.text(cells[2], x.unitPrice, y, { width: COLUMNS.unitPrice, align: 'right' });
    doc.text(cells[3], x.amount, y, { width: COLUMNS.amount, align: 'right' });
    doc.x = left;
    doc.y = y + height + 4;
  };
  row(['Description', 'Quantity', 'Unit price', 'Amount'], 'bold');
  for (const item of invoice.items) {
    row(
      [drawable(item.description), String(item.quantity), formatMoney(item.unitPrice), formatMoney(item.amount)],
      'regular',
    );
  }
  if (invoice.items.length === 0) row(['(no items)', '', '', ''], 'regular');

  // Totals: the taxable amount, the rate and the tax, the total.
  doc.moveDown();
  const totals: Array<[string, string, 'regular' | 'bold']> = [
    ['Subtotal (excl. tax)', formatMoney(invoice.subtotal), 'regular'],
    [`Tax (${invoice.taxPercent}%)`, formatMoney(invoice.taxAmount), 'regular'],
    [`Total (${invoice.currency})`, `${formatMoney(invoice.total)} ${invoice.currency}`, 'bold'],
  ];
  for (const [label, value, font] of totals) {
    ensureRoom(20);
    const y = doc.y;
    doc.font(font).fontSize(11);
    doc.text(label, x.quantity - 40, y, { width: COLUMNS.quantity + COLUMNS.unitPrice + GAP + 40 });
    doc.text(value, x.amount - 40, y, { width: COLUMNS.amount + 40, align: 'right' });
    doc.x = left;
  }
  if (invoice.taxNote) {
    doc
      .font('regular')
      .fontSize(9)
      .text(drawable(invoice.taxNote), x.quantity - 40, doc.y, { width: width - COLUMNS.description + 40 });
    doc.x = left;
  }

  const section = (heading: string, lines: string[]) => {
    if (lines.length === 0) return;
    doc.moveDown();
    ensureRoom(40);
    doc.font('bold').fontSize(10).text(heading, left, doc.y, { width });
    doc.font('regular').fontSize(9);
    for (const line of lines) doc.text(drawable(line), { width });
  };
  section('How to pay', paymentLines(invoice));
  section('Notes', invoice.notes ? [invoice.notes] : []);
  if (invoice.seller.invoiceFooter) {
    doc.moveDown();
    ensureRoom(30);
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#444444')
      .text(drawable(invoice.seller.invoiceFooter), left, doc.y, { width });
    doc.fillColor('black');
  }

  // Watermark and page numbers, once the page count is known.
  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index++) {
    doc.switchToPage(pages.start + index);
    // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    if (invoice.status === 'DRAFT') {
      const centre = { x: doc.page.width / 2, y: doc.page.height / 2 };
      doc.save();
      doc.rotate(-45, { origin: [centre.x, centre.y] });
      doc
        .font('bold')
        .fontSize(110)
        .fillColor('#cc0000')
        .fillOpacity(0.12)
        .text('DRAFT', centre.x - 300, centre.y - 60, { width: 600, align: 'center', lineBreak: false });
      doc.restore();
      doc.fillColor('black').fillOpacity(1);
    }
    doc
      .font('regular')
      .fontSize(8)
      .text(`${title} · page ${index + 1} of ${pages.count}`, left, doc.page.height - PAGE.margin / 2 - 8, {
        width,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
