import { describe, expect, it } from 'vitest';
import { API_READS } from '../../domain/pageReads';
import { pageHints, routeFiles, type ViteManifest } from '../../server/pageHints';

/** The shape of Vite's build manifest for this app: an entry, code-split routes, shared chunks with styles. */
const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_runtime.js'], css: ['assets/index-E.css'] },
  '_runtime.js': { file: 'assets/runtime-R.js' },
  '_http.js': { file: 'assets/http-H.js', imports: ['index.html'] },
  '_xstate.js': { file: 'assets/xstate-X.js', imports: ['_runtime.js', 'index.html'] },
  '_Modal.js': { file: 'assets/Modal-M.js', imports: ['index.html'], css: ['assets/Modal-M.css'] },
  '_getCases.js': { file: 'assets/getCases-G.js', imports: ['index.html', '_http.js'] },
  'src/routes/kontakt/index.tsx?tsr-split=component---pendingComponent': { file: 'assets/kontakt-K.js', imports: ['_runtime.js', 'index.html'], css: ['assets/kontakt-K.css'] },
  'src/routes/skadesaker/index.tsx?tsr-split=component---pendingComponent': {
    file: 'assets/skadesaker-S.js',
    imports: ['index.html', '_xstate.js', '_getCases.js', '_Modal.js', '_http.js'],
  },
  'src/routes/skadesaker/$caseId/oppsummering/index.tsx?tsr-split=component---pendingComponent': { file: 'assets/oppsummering-O.js', imports: ['index.html', '_http.js'] },
  'src/routes/forsikringer/$agreementId.tsx?tsr-split=component---pendingComponent': { file: 'assets/agreement-A.js', imports: ['index.html'] },
  'src/routes/kjop-forsikring/route.tsx?tsr-split=component---pendingComponent': { file: 'assets/route-P.js', imports: ['index.html', '_xstate.js'], css: ['assets/route-P.css'] },
  'src/features/purchase/map/AddressMap.tsx': { file: 'assets/AddressMap-Q.js', isEntry: false, imports: ['index.html'] },
};

const routes = routeFiles(MANIFEST);
const tags = (html: string) => html.match(/<link [^>]*>/g) ?? [];
const modulePreload = (file: string) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/${file}" />`;
const stylePreload = (file: string) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/${file}" />`;
const fetchPreload = (url: string) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous" />`;

describe('page hints from the build manifest', () => {
  it("names a route's chunk with what it imports beyond the entry, and its styles", () => {
    expect(tags(pageHints(routes, '/kontakt/', false))).toEqual([modulePreload('kontakt-K.js'), stylePreload('kontakt-K.css')]);
    expect(tags(pageHints(routes, '/kontakt', false))).toEqual(tags(pageHints(routes, '/KONTAKT/', false)));
  });

  it('a logged-in page: getUser, the chunks (shared ones once, none of the entry), styles, then the API reads the page makes', () => {
    expect(tags(pageHints(routes, '/skadesaker/', true))).toEqual([
      fetchPreload('/api/getUser'),
      modulePreload('skadesaker-S.js'),
      modulePreload('xstate-X.js'),
      modulePreload('getCases-G.js'),
      modulePreload('http-H.js'),
      modulePreload('Modal-M.js'),
      stylePreload('Modal-M.css'),
      fetchPreload(API_READS.cases('active')),
      fetchPreload(API_READS.cases('draft')),
      fetchPreload(API_READS.metadata),
    ]);
  });

  it('anonymous: no getUser and no logged-in reads (the page would only redirect)', () => {
    const html = pageHints(routes, '/skadesaker', false);
    expect(html).not.toContain('/api/');
    expect(html).toContain(modulePreload('skadesaker-S.js'));
  });

  it('parameters match any one segment; a layout (route.tsx) serves the paths below it; public reads for everyone', () => {
    expect(tags(pageHints(routes, '/skadesaker/123/oppsummering/', false))).toEqual([modulePreload('oppsummering-O.js'), modulePreload('http-H.js')]);
    expect(tags(pageHints(routes, '/forsikringer/AG-1', false))).toEqual([modulePreload('agreement-A.js')]);
    expect(tags(pageHints(routes, '/kjop-forsikring', false))).toEqual([
      modulePreload('route-P.js'),
      modulePreload('xstate-X.js'),
      stylePreload('route-P.css'),
      fetchPreload(API_READS.products),
    ]);
    // Below the layout: its code, but not the wizard's reads (the confirmation page doesn't load products).
    expect(tags(pageHints(routes, '/kjop-forsikring/bekreftelse', false))).toEqual([modulePreload('route-P.js'), modulePreload('xstate-X.js'), stylePreload('route-P.css')]);
  });

  it('nothing for the front page (in the entry), unknown paths and chunks the page loads only later (the map)', () => {
    expect(pageHints(routes, '/', false)).toBe('');
    expect(pageHints(routes, '/finnes-ikke', false)).toBe('');
    expect(pageHints(routes, '/skadesaker/1/2/3', false)).toBe('');
    expect(pageHints(routes, '/kjop-forsikring', true)).not.toContain('AddressMap');
    expect(pageHints(routes, '/', true)).toBe(fetchPreload('/api/getUser'));
  });

  it('escapes what goes into an attribute', () => {
    const odd = routeFiles({ 'src/routes/a/index.tsx?tsr-split=component': { file: 'assets/a"b&c.js' } });
    expect(pageHints(odd, '/a', false)).toBe('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a&quot;b&amp;c.js" />');
  });
});
