import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js reads the metrics of the standard 14 fonts (the PDFs use Helvetica) from its package. */
const STANDARD_FONTS = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

/** What a test needs to know about a PDF: its text, tagging, language, title and structure. */
export interface ParsedPdf {
  pages: number;
  /** All text, page by page, items joined with spaces. */
  text: string;
  /** Catalog MarkInfo Marked. */
  marked: boolean;
  /** Catalog Lang. */
  lang: string | null;
  title: string | undefined;
  /** Structure element roles in document order (from every page's structure tree). */
  roles: string[];
}

interface StructNode {
  role?: string;
  children?: StructNode[];
}

function collectRoles(node: StructNode | null | undefined, out: string[]): void {
  if (!node) return;
  if (node.role) out.push(node.role);
  for (const child of node.children ?? []) collectRoles(child, out);
}

/** Parses a PDF with Mozilla's pdf.js (legacy build for Node). */
export async function parsePdf(bytes: Uint8Array): Promise<ParsedPdf> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl: STANDARD_FONTS }).promise;
  try {
    const texts: string[] = [];
    const roles: string[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      const content = await page.getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
      collectRoles((await page.getStructTree()) as StructNode | null, roles);
    }
    const markInfo = await doc.getMarkInfo();
    const { info } = (await doc.getMetadata()) as { info: { Title?: string; Language?: string | null } };
    return {
      pages: doc.numPages,
      text: texts.join('\n').replace(/\s+/g, ' '),
      marked: markInfo?.Marked === true,
      lang: info.Language ?? null,
      title: info.Title,
      roles,
    };
  } finally {
    await doc.destroy();
  }
}
