/**
 * A small flowing-text PDF writer on pdf-lib, shared by the syllabus and report documents. Server only:
 * the PDFs are generated at build time from the same records the pages render.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { formatAddress, site } from '@/lib/site';
import { SAMPLE_IDENTITY_NOTICE } from '@/lib/shared/institute.mjs';

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = { x: 56, top: 64, bottom: 72 };
const CONTENT_WIDTH = PAGE.width - MARGIN.x * 2;

const colors = {
  brand: rgb(0.114, 0.306, 0.847),
  navy: rgb(0.043, 0.082, 0.2),
  ink: rgb(0.059, 0.09, 0.165),
  muted: rgb(0.278, 0.333, 0.412),
  accent: rgb(0.761, 0.255, 0.047),
  rule: rgb(0.886, 0.91, 0.941),
  tint: rgb(0.937, 0.965, 1),
  white: rgb(1, 1, 1),
};

export interface DocumentInfo {
  title: string;
  subtitle: string;
  /** Short label in the top band, e.g. "Course Syllabus". */
  kind: string;
}

interface TextStyle {
  size: number;
  font: PDFFont;
  color: RGB;
  lineHeight: number;
  indent?: number;
  /** Narrower than the rest of the line after the indent, e.g. a table's label column. */
  maxWidth?: number;
}

export interface TableRow {
  label: string;
  value: string;
  /** Draws a bar of this fraction (0 to 1) of the bar column, for tables that are graphs. */
  share?: number;
}

export class PdfWriter {
  private page: PDFPage;
  private y: number;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly supported: Set<number>,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN.top;
  }

  static async create(info: DocumentInfo): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(`${info.title} – ${info.kind}`);
    doc.setAuthor(site.name);
    doc.setSubject(info.subtitle);
    doc.setCreator(site.name);
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    const writer = new PdfWriter(doc, regular, bold, new Set(regular.getCharacterSet()));
    writer.titleBand(info);
    return writer;
  }

  /** Replaces characters the standard fonts cannot encode, so no record can break a build. */
  private encodable(text: string): string {
    return Array.from(text.replace(/→/g, '->').replace(/₹/g, 'Rs. '))
      .map((char) => (this.supported.has(char.codePointAt(0)!) ? char : '?'))
      .join('');
  }

  private titleBand(info: DocumentInfo) {
    const bandHeight = 150;
    this.page.drawRectangle({
      x: 0,
      y: PAGE.height - bandHeight,
      width: PAGE.width,
      height: bandHeight,
      color: colors.navy,
    });
    this.page.drawRectangle({
      x: 0,
      y: PAGE.height - bandHeight,
      width: PAGE.width,
      height: 5,
      color: colors.accent,
    });
    this.page.drawText(this.encodable(`${site.name.toUpperCase()}  ·  ${info.kind.toUpperCase()}`), {
      x: MARGIN.x,
      y: PAGE.height - 48,
      size: 9,
      font: this.bold,
      color: rgb(0.99, 0.73, 0.45),
    });
    this.y = PAGE.height - 82;
    this.write(info.title, { size: 24, font: this.bold, color: colors.white, lineHeight: 28 });
    this.write(info.subtitle, {
      size: 10.5,
      font: this.regular,
      color: rgb(0.8, 0.85, 0.92),
      lineHeight: 14,
    });
    this.y = PAGE.height - bandHeight - 32;
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN.top;
  }

  private ensureSpace(height: number) {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  private wrap(text: string, style: TextStyle): string[] {
    const width = style.maxWidth ?? CONTENT_WIDTH - (style.indent ?? 0);
    const lines: string[] = [];
    let line = '';
    for (const word of this.encodable(text).split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && style.font.widthOfTextAtSize(candidate, style.size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  private write(text: string, style: TextStyle) {
    for (const line of this.wrap(text, style)) {
      this.ensureSpace(style.lineHeight);
      this.page.drawText(line, {
        x: MARGIN.x + (style.indent ?? 0),
        y: this.y - style.size,
        size: style.size,
        font: style.font,
        color: style.color,
      });
      this.y -= style.lineHeight;
    }
  }

  space(points: number) {
    this.y -= points;
  }

  heading(text: string) {
    this.ensureSpace(60); // keep a heading with the lines that follow it
    this.space(10);
    this.write(text, { size: 15, font: this.bold, color: colors.brand, lineHeight: 20 });
    this.page.drawRectangle({
      x: MARGIN.x,
      y: this.y + 2,
      width: CONTENT_WIDTH,
      height: 1,
      color: colors.rule,
    });
    this.space(8);
  }

  subheading(text: string) {
    this.ensureSpace(40);
    this.space(4);
    this.write(text, { size: 11.5, font: this.bold, color: colors.ink, lineHeight: 16 });
  }

  paragraph(text: string) {
    this.write(text, { size: 10.5, font: this.regular, color: colors.muted, lineHeight: 15 });
    this.space(6);
  }

  bullets(items: readonly string[]) {
    for (const item of items) {
      const lines = this.wrap(item, {
        size: 10,
        font: this.regular,
        color: colors.ink,
        lineHeight: 14,
        indent: 14,
      });
      this.ensureSpace(14);
      this.page.drawCircle({ x: MARGIN.x + 5, y: this.y - 6.5, size: 1.8, color: colors.accent });
      this.write(lines.join(' '), {
        size: 10,
        font: this.regular,
        color: colors.ink,
        lineHeight: 14,
        indent: 14,
      });
    }
    this.space(4);
  }

  /** Label–value pairs in a row of boxes, e.g. the course facts. */
  facts(pairs: readonly { label: string; value: string }[]) {
    const gap = 10;
    const width = (CONTENT_WIDTH - gap * (pairs.length - 1)) / pairs.length;
    this.ensureSpace(54);
    pairs.forEach((pair, index) => {
      const x = MARGIN.x + index * (width + gap);
      this.page.drawRectangle({ x, y: this.y - 46, width, height: 46, color: colors.tint });
      this.page.drawText(this.encodable(pair.label.toUpperCase()), {
        x: x + 10,
        y: this.y - 17,
        size: 7.5,
        font: this.bold,
        color: colors.muted,
      });
      this.page.drawText(this.encodable(pair.value), {
        x: x + 10,
        y: this.y - 34,
        size: 11,
        font: this.bold,
        color: colors.ink,
      });
    });
    this.y -= 60;
  }

  /** Rows of a label and its value, the value aligned right; with shares, a bar between them. */
  table(rows: readonly TableRow[]) {
    const valueWidth = 96;
    const barWidth = rows.some((row) => row.share !== undefined) ? 150 : 0;
    const gap = 12;
    const labelWidth = CONTENT_WIDTH - valueWidth - (barWidth ? barWidth + gap : 0) - gap;
    const style: TextStyle = {
      size: 10,
      font: this.regular,
      color: colors.ink,
      lineHeight: 14,
      maxWidth: labelWidth,
    };
    for (const row of rows) {
      const lines = this.wrap(row.label, style);
      this.ensureSpace(lines.length * style.lineHeight + 8);
      const top = this.y;
      const value = this.encodable(row.value);
      this.page.drawText(value, {
        x: MARGIN.x + CONTENT_WIDTH - this.bold.widthOfTextAtSize(value, style.size),
        y: top - style.size,
        size: style.size,
        font: this.bold,
        color: colors.ink,
      });
      if (barWidth && row.share !== undefined) {
        const x = MARGIN.x + labelWidth + gap;
        const share = Math.min(Math.max(row.share, 0), 1);
        this.page.drawRectangle({ x, y: top - 10, width: barWidth, height: 8, color: colors.tint });
        this.page.drawRectangle({ x, y: top - 10, width: barWidth * share, height: 8, color: colors.brand });
      }
      this.write(lines.join(' '), style);
      this.page.drawRectangle({
        x: MARGIN.x,
        y: this.y - 2,
        width: CONTENT_WIDTH,
        height: 0.5,
        color: colors.rule,
      });
      this.space(6);
    }
    this.space(6);
  }

  /**
   * Footer on every page, then the file's bytes. With the sample identity, its notice closes the text: a
   * handed-on PDF must not pass for a real institute's.
   */
  async finish(): Promise<Uint8Array> {
    if (site.sampleIdentity) this.paragraph(SAMPLE_IDENTITY_NOTICE);
    const pages = this.doc.getPages();
    const footer = this.encodable(
      `${site.name} · ${formatAddress()} · ${site.phone.display} · ${site.email}`,
    );
    pages.forEach((page, index) => {
      page.drawRectangle({ x: MARGIN.x, y: 48, width: CONTENT_WIDTH, height: 0.8, color: colors.rule });
      page.drawText(footer, {
        x: MARGIN.x,
        y: 34,
        size: 7.5,
        font: this.regular,
        color: colors.muted,
        maxWidth: CONTENT_WIDTH - 50,
      });
      const number = `${index + 1} / ${pages.length}`;
      page.drawText(number, {
        x: PAGE.width - MARGIN.x - this.regular.widthOfTextAtSize(number, 7.5),
        y: 34,
        size: 7.5,
        font: this.regular,
        color: colors.muted,
      });
    });
    return this.doc.save();
  }
}

/**
 * A Response that downloads the PDF. The file name comes from the URL, or from the link's download
 * attribute where a page names it differently.
 */
export function pdfResponse(bytes: Uint8Array): Response {
  return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment',
    },
  });
}
