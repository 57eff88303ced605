/** Path helpers: shared by the flows' step lists, and the addresses other pages link to. */

/** '/meld-skade/rolle/' → '/meld-skade/rolle'; '/' stays. */
export const trimSlashes = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The path is `area` or below it. */
export function isInArea(area: string, pathname: string): boolean {
  const clean = trimSlashes(pathname);
  return clean === area || clean.startsWith(`${area}/`);
}

/** The insurances' area: the list, and each agreement's page. */
export const INSURANCES_PATH = '/forsikringer';

/** «SI OPP FORSIKRING»: the cancellation wizard of one agreement, `/forsikringer/{agreementId}/si-opp`. */
export const cancellationPath = (agreementId: string) => `${INSURANCES_PATH}/${encodeURIComponent(agreementId)}/si-opp`;
