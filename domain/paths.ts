/** Path helpers shared by the flows' step lists. */

/** '/meld-skade/rolle/' → '/meld-skade/rolle'; '/' stays. */
export const trimSlashes = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The path is `area` or below it. */
export function isInArea(area: string, pathname: string): boolean {
  const clean = trimSlashes(pathname);
  return clean === area || clean.startsWith(`${area}/`);
}
