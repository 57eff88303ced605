import PDFDocument from 'pdfkit';
import { CONTACT, PRODUCT_NAME } from '../../domain/brand';

/**
 * Accessible (tagged) A4 PDFs with PDFKit: the catalog carries MarkInfo Marked true, Lang nb-NO and
 * a StructTreeRoot; every piece of content is a structure element (H1, H2, P, L/LI, Table/TR/TH/TD,
 * Figure for the logo) in reading order, and decoration (rules, bands, page footers) is an Artifact.
 * Helvetica (the standard font, WinAnsi) covers æøå, – and •.
 */

type Doc = PDFKit.PDFDocument;
type StructElement = PDFKit.PDFStructureElement;

export const COLORS = { brand: '#1d5c4a', accent: '#b35c1e', text: '#1c2321', muted: '#4a5552', rule: '#c9cfcc', soft: '#e3efe9' } as const;

const MARGIN = 56;
const FOOTER_HEIGHT = 40;

export interface PdfMeta {
  /** Document title (Info Title, shown in the viewer's title bar). */
  title: string;
  subject?: string;
  /** Creation date (Info CreationDate; it also seeds the file ID): fixed for reproducible documents. */
  createdAt?: Date;
}

/** One row of a two-column fact table: a row header and its value. */
export type FactRow = readonly [label: string, value: string];

/** PDFKit's tables take `structParent` (tagged tables); its type definitions do not list it yet. */
type AccessibleTableOptions = PDFKit.Mixins.TableOptionsWithData & { structParent: StructElement };

export class TaggedPdf {
  readonly doc: Doc;
  private readonly root: StructElement;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Uint8Array>;

  constructor(meta: PdfMeta) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
      pdfVersion: '1.7',
      tagged: true,
      lang: 'nb-NO',
      displayTitle: true,
      bufferPages: true,
      info: {
        Title: meta.title,
        Subject: meta.subject ?? meta.title,
        Author: PRODUCT_NAME,
        Creator: `${PRODUCT_NAME} Min side`,
        Producer: 'PDFKit',
        CreationDate: meta.createdAt ?? new Date(),
      },
    });
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(this.chunks))));
      this.doc.on('error', reject);
    });
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
    this.doc.font('Helvetica').fillColor(COLORS.text);
  }

  private get width(): number {
    return this.doc.page.width - MARGIN * 2;
  }

  /** Decoration that is not content (screen readers skip it). */
  private artifact(draw: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
    this.doc.markContent('Artifact', { type });
    this.doc.save();
    draw();
    this.doc.restore();
    this.doc.endMarkedContent();
  }

  /** Keeps a block together: starts a new page when fewer than `height` points are left. */
  private ensureSpace(height: number): void {
    if (this.doc.y + height > this.doc.page.height - this.doc.page.margins.bottom) this.doc.addPage();
  }

  /** The letterhead: brand band, logo (a Figure with alt text), the document heading (H1) and a subtitle. */
  letterhead(heading: string, subtitle?: string): this {
    const doc = this.doc;
    this.artifact(() => doc.rect(0, 0, doc.page.width, 10).fill(COLORS.brand));
    const top = MARGIN - 16;
    this.root.add(
      doc.struct('Figure', { alt: `${PRODUCT_NAME} logo` }, () => {
        doc.save();
        doc.polygon([MARGIN, top + 20], [MARGIN + 16, top + 6], [MARGIN + 32, top + 20], [MARGIN + 32, top + 38], [MARGIN, top + 38]).fill(COLORS.brand);
        doc.polygon([MARGIN + 16, top + 11], [MARGIN + 25, top + 19], [MARGIN + 7, top + 19]).fill(COLORS.accent);
        doc.rect(MARGIN + 11, top + 28, 10, 10).fill('#f6f4ef');
        doc.restore();
        doc.font('Helvetica-Bold').fontSize(20).fillColor(COLORS.text).text(PRODUCT_NAME, MARGIN + 42, top + 14, { lineBreak: false });
      }),
    );
    this.root.add(
      doc.struct('P', {}, () => {
        doc.font('Helvetica').fontSize(9).fillColor(COLORS.muted);
        doc.text(`${CONTACT.streetAddress}, ${CONTACT.postalAddress}`, MARGIN, top + 12, { width: this.width, align: 'right' });
        doc.text(`Telefon ${CONTACT.phone} · ${CONTACT.email}`, { width: this.width, align: 'right' });
      }),
    );
    doc.x = MARGIN;
    doc.y = top + 62;
    this.artifact(() => doc.moveTo(MARGIN, top + 50).lineTo(MARGIN + this.width, top + 50).lineWidth(1).stroke(COLORS.rule));
    this.root.add(doc.struct('H1', {}, () => doc.font('Helvetica-Bold').fontSize(24).fillColor(COLORS.brand).text(heading, MARGIN, doc.y, { width: this.width })));
    if (subtitle) {
      this.root.add(doc.struct('P', {}, () => doc.font('Helvetica').fontSize(11).fillColor(COLORS.muted).text(subtitle, { width: this.width })));
    }
    doc.moveDown(0.8);
    return this;
  }

  /** A paragraph outside any section. */
  paragraph(text: string): this {
    const doc = this.doc;
    this.root.add(doc.struct('P', {}, () => doc.font('Helvetica').fontSize(10.5).fillColor(COLORS.text).text(text, MARGIN, doc.y, { width: this.width, lineGap: 2 })));
    doc.moveDown(0.5);
    return this;
  }

  /** A section (Sect) with its H2; `body` adds the section's content through the returned writer. */
  section(heading: string, body: (s: SectionWriter) => void): this {
    const doc = this.doc;
    this.ensureSpace(56);
    const sect = doc.struct('Sect');
    this.root.add(sect);
    doc.moveDown(0.6);
    const y = doc.y;
    this.artifact(() => doc.rect(MARGIN, y + 1, 4, 14).fill(COLORS.accent));
    sect.add(doc.struct('H2', {}, () => doc.font('Helvetica-Bold').fontSize(14).fillColor(COLORS.text).text(heading, MARGIN + 12, y, { width: this.width - 12 })));
    doc.x = MARGIN;
    doc.moveDown(0.4);
    body(new SectionWriter(doc, sect, this.width));
    sect.end();
    return this;
  }

  /** Footer on every page (an Artifact): the brand and "Side n av m". */
  private footers(): void {
    const doc = this.doc;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // The footer sits in the bottom margin: lift the margin so PDFKit does not start a new page.
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN - 10;
      this.artifact(() => {
        doc.moveTo(MARGIN, y - 8).lineTo(doc.page.width - MARGIN, y - 8).lineWidth(0.5).stroke(COLORS.rule);
        doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted);
        doc.text(`${PRODUCT_NAME} · ${CONTACT.streetAddress}, ${CONTACT.postalAddress} · ${CONTACT.phone}`, MARGIN, y, { lineBreak: false });
        doc.text(`Side ${i - range.start + 1} av ${range.count}`, MARGIN, y, { width: this.width, align: 'right', lineBreak: false });
      }, 'Pagination');
    }
  }

  /** Finishes the document and returns its bytes. */
  end(): Promise<Uint8Array> {
    this.root.end();
    this.footers();
    this.doc.end();
    return this.done;
  }
}

/** Writes the content of one section: paragraphs, bullet lists, fact tables. */
export class SectionWriter {
  constructor(
    private readonly doc: Doc,
    private readonly sect: StructElement,
    private readonly width: number,
  ) {}

  paragraph(text: string, opts: { muted?: boolean; bold?: boolean; size?: number } = {}): this {
    const doc = this.doc;
    this.sect.add(
      doc.struct('P', {}, () =>
        doc
          .font(opts.bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(opts.size ?? 10.5)
          .fillColor(opts.muted ? COLORS.muted : COLORS.text)
          .text(text, MARGIN, doc.y, { width: this.width, lineGap: 2 }),
      ),
    );
    doc.moveDown(0.5);
    return this;
  }

  /** A bullet list (L > LI > Lbl + LBody). */
  bullets(items: readonly string[]): this {
    if (items.length === 0) return this;
    const doc = this.doc;
    const list = doc.struct('L');
    this.sect.add(list);
    doc.font('Helvetica').fontSize(10.5).fillColor(COLORS.text);
    doc.list([...items], MARGIN + 4, doc.y, {
      width: this.width - 4,
      bulletRadius: 2,
      textIndent: 14,
      lineGap: 2,
      paragraphGap: 3,
      structParent: list,
      structTypes: ['LI', 'Lbl', 'LBody'],
    });
    list.end();
    doc.x = MARGIN;
    doc.moveDown(0.5);
    return this;
  }

  /** A two-column table whose first column holds row headers (TH, scope Row). */
  facts(rows: readonly FactRow[]): this {
    const doc = this.doc;
    doc.font('Helvetica').fontSize(10.5);
    const options: AccessibleTableOptions = {
      position: { x: MARGIN, y: doc.y },
      maxWidth: this.width,
      columnStyles: [170, '*'],
      // Rules between rows only (all four sides must be given: PDFKit defaults a missing side to 1pt).
      defaultStyle: { border: [0.5, 0, 0.5, 0], borderColor: COLORS.rule, padding: [6, 8, 6, 8], textColor: COLORS.text },
      // PDFKit adds the Table (TR, TH with Scope Row, TD) under this parent.
      structParent: this.sect,
      data: rows.map(([label, value]) => [
        { text: label, type: 'TH', scope: 'Row', font: { src: 'Helvetica-Bold' }, backgroundColor: COLORS.soft } as PDFKit.Mixins.CellOptions & { scope: 'Row' },
        { text: value },
      ]),
    };
    doc.table(options);
    doc.x = MARGIN;
    doc.moveDown(0.6);
    return this;
  }
}

/** A short tagged document: the letterhead with `title` as heading, then paragraphs. */
export function makePdf(title: string, paragraphs: readonly string[], createdAt?: Date): Promise<Uint8Array> {
  const pdf = new TaggedPdf({ title, ...(createdAt ? { createdAt } : {}) }).letterhead(title);
  for (const text of paragraphs) pdf.paragraph(text);
  return pdf.end();
}
