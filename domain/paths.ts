/** Path helpers: shared by the flows' step lists, and the addresses other pages link to. */

/** '/meld-skade/rolle/' → '/meld-skade/rolle'; '/' stays. */
export const trimSlashes = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

const segmentsOf = (path: string) => trimSlashes(path).split('/').filter(Boolean);

/** A pattern's segment `$name` matches any one segment (`/forsikringer/$agreementId/si-opp`); others match exactly. */
const matchesSegments = (pattern: string[], path: string[]) =>
  pattern.every((segment, i) => path[i] !== undefined && (segment.startsWith('$') || segment === path[i]));

/** The path is `area` or below it; `area` may hold `$name` segments. */
export function isInArea(area: string, pathname: string): boolean {
  const pattern = segmentsOf(area);
  const path = segmentsOf(pathname);
  return path.length >= pattern.length && matchesSegments(pattern, path);
}

/** The path is exactly `pattern` (with its `$name` segments). */
export function isAtPath(pattern: string, pathname: string): boolean {
  return segmentsOf(pattern).length === segmentsOf(pathname).length && isInArea(pattern, pathname);
}

/** The values of `pattern`'s `$name` segments in `pathname` (inside the pattern's area); {} when none match. */
export function pathParams(pattern: string, pathname: string): Record<string, string> {
  const path = segmentsOf(pathname);
  if (!isInArea(pattern, pathname)) return {};
  return Object.fromEntries(
    segmentsOf(pattern).flatMap((segment, i) => (segment.startsWith('$') ? [[segment.slice(1), decodeURIComponent(path[i]!)]] : [])),
  );
}

/** `pattern` with its `$name` segments filled in from `params` (encoded). */
export const fillPath = (pattern: string, params: Record<string, string>): string =>
  pattern.replace(/\$([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** The case list, «Dine skadesaker». */
export const CASES_PATH = '/skadesaker';

/** A submitted case's page (its summary and status), as the router registers it: `/skadesaker/{caseId}/oppsummering`. */
export const CASE_SUMMARY_ROUTE = `${CASES_PATH}/$caseId/oppsummering` as const;

/** A submitted case's page, where the case list and the e-mails about the case link to. */
export const caseSummaryPath = (caseId: string) => fillPath(CASE_SUMMARY_ROUTE, { caseId });

/** The insurances' area: the list, and each agreement's page. */
export const INSURANCES_PATH = '/forsikringer';

/** One agreement's page, `/forsikringer/{agreementId}`. */
export const agreementPath = (agreementId: string) => `${INSURANCES_PATH}/${encodeURIComponent(agreementId)}`;

/** Where the «Bekreft e-postadressen din» e-mail's link leads: the page confirms the token in `?token=` (issue 45). */
export const EMAIL_CONFIRMATION_PATH = '/profil/bekreft-epost';

/** The link of a confirmation e-mail: PUBLIC_URL + EMAIL_CONFIRMATION_PATH + `?token=`. */
export const emailConfirmationUrl = (publicUrl: string, token: string) => {
  const url = new URL(EMAIL_CONFIRMATION_PATH, publicUrl);
  url.searchParams.set('token', token);
  return url.href;
};
