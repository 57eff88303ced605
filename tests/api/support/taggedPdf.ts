import { expect } from 'vitest';
import type { ParsedPdf } from './pdf';

/** A tagged PDF: MarkInfo Marked true, Lang nb-NO and a structure tree (StructTreeRoot) in the catalog. */
export function expectTagged(pdf: ParsedPdf, bytes: Uint8Array): void {
  expect(pdf.marked).toBe(true);
  expect(pdf.lang).toBe('nb-NO');
  expect(pdf.roles[0]).toBe('Root');
  expect(pdf.roles).toContain('Document');
  const raw = Buffer.from(bytes).toString('latin1');
  expect(raw).toMatch(/\/StructTreeRoot \d+ 0 R/);
  expect(raw).toMatch(/\/DisplayDocTitle true/);
}
