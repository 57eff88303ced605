/**
 * The reads the real views make themselves (who is logged in, the coded lists, the agreements), answered in
 * the page from the explorer's example data: the explorer runs from the file system, with no server. Every other
 * request is refused and shown in the console, so a view that calls the server behind its machine's back is seen.
 */
import { METADATA } from '../../../domain/metadata';
import { AGREEMENT, KARI, PRODUCTS } from '../exampleData';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const READS: [RegExp, () => unknown][] = [
  [/\.auth\/me$/, () => ({ clientPrincipal: { identityProvider: 'bankid', userId: KARI.id, userRoles: ['anonymous', 'authenticated'] } })],
  [/api\/getUser$/, () => KARI],
  [/api\/metadata$/, () => METADATA],
  [/api\/getProducts$/, () => PRODUCTS],
  [/api\/getAllAgreements/, () => [AGREEMENT]],
];

export function installServerStandIn(): void {
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost/'), init);
    // From the file system the app's URLs resolve oddly (file://api/metadata): the host and path together name the read.
    const { host, pathname } = new URL(request.url);
    const read = READS.find(([path]) => path.test(host + pathname));
    if (read && request.method === 'GET') return json(read[1]());
    console.warn(`The explorer has no server: ${request.method} ${pathname} is not answered`);
    return json({ message: 'Ikke i utforskeren' }, 503);
  };
}
