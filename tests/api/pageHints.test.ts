import { describe, expect, it } from 'vitest';
import { API_READS } from '../../domain/pageReads';
import { REPORTED_BY_TYPE } from '../../domain/codes';
import { damageReportSteps } from '../../domain/damageReportSteps';
import { flowById } from '../../domain/flows';
import { roleHint } from '../../domain/reporterRoles';
import { pageCode, pageReads, routeFiles, SHELL_HEADING_PLACEHOLDER, shellContent, shellDraftId, startAppList, type ViteManifest } from '../../server/pageHints';

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
  '_auth.js': { file: 'assets/auth-U.js', imports: ['index.html'] },
  'src/features/home/LoginPanel.tsx': { file: 'assets/LoginPanel-L.js', imports: ['index.html', '_auth.js'], css: ['assets/LoginPanel-L.css'] },
};

const routes = routeFiles(MANIFEST);
const asset = (file: string) => `/assets/${file}`;

describe("a page's route code from the build manifest (pageCode: fetched by start-app.js after the first paint)", () => {
  it("names a route's chunk with what it imports beyond the entry, then its styles", () => {
    expect(pageCode(routes, '/kontakt/', true)).toEqual([asset('kontakt-K.js'), asset('kontakt-K.css')]);
    expect(pageCode(routes, '/kontakt', true)).toEqual(pageCode(routes, '/KONTAKT/', true));
    expect(pageCode(routes, '/skadesaker/', true)).toEqual(['skadesaker-S.js', 'xstate-X.js', 'getCases-G.js', 'http-H.js', 'Modal-M.js', 'Modal-M.css'].map(asset));
  });

  it('parameters match any one segment; a layout (route.tsx) serves the paths below it', () => {
    expect(pageCode(routes, '/skadesaker/123/oppsummering/', true)).toEqual([asset('oppsummering-O.js'), asset('http-H.js')]);
    expect(pageCode(routes, '/forsikringer/AG-1', true)).toEqual([asset('agreement-A.js')]);
    expect(pageCode(routes, '/kjop-forsikring', true)).toEqual([asset('route-P.js'), asset('xstate-X.js'), asset('route-P.css')]);
    expect(pageCode(routes, '/kjop-forsikring/bekreftelse', true)).toEqual([asset('route-P.js'), asset('xstate-X.js'), asset('route-P.css')]);
  });

  it("a page part (domain/pageParts.ts) for its visitor only: the front page's login panels with their imports, for a visitor without a session", () => {
    expect(pageCode(routes, '/', false)).toEqual(['LoginPanel-L.js', 'auth-U.js', 'LoginPanel-L.css'].map(asset));
    expect(pageCode(routes, '/kontakt', false)).toEqual(pageCode(routes, '/kontakt', true));
    expect(pageCode(routes, '/', false).join(' ')).not.toContain('index-E');
  });

  it("nothing for a customer's front page (in the entry), unknown paths and chunks the page loads only later (the map)", () => {
    expect(pageCode(routes, '/', true)).toEqual([]);
    expect(pageCode(routes, '/finnes-ikke', true)).toEqual([]);
    expect(pageCode(routes, '/skadesaker/1/2/3', true)).toEqual([]);
    expect(pageCode(routes, '/kjop-forsikring', true).join(' ')).not.toContain('AddressMap');
  });
});

describe("a page's first reads (pageReads: preloaded by start-app.js after the first paint)", () => {
  it('a logged-in page: getUser, then the API reads the page makes; no code', () => {
    expect(pageReads('/skadesaker/', true)).toEqual(['/api/getUser', API_READS.cases('active'), API_READS.cases('draft'), API_READS.metadata]);
  });

  it('anonymous: no getUser and no logged-in reads (the page would only redirect); public reads for everyone', () => {
    expect(pageReads('/skadesaker', false)).toEqual([]);
    expect(pageReads('/kjop-forsikring', false)).toEqual([API_READS.products]);
    // Below the layout: not the wizard's reads (the confirmation page doesn't load products).
    expect(pageReads('/kjop-forsikring/bekreftelse', false)).toEqual([]);
    expect(pageReads('/', false)).toEqual([]);
    expect(pageReads('/', true)).toEqual(['/api/getUser']);
  });
  it('escapes what goes into an attribute', () => {
    const odd = routeFiles({ 'src/routes/a/index.tsx?tsr-split=component': { file: 'assets/a"b&c.js' } });
    expect(startAppList(pageCode(odd, '/a', false))).toBe('/assets/a&quot;b&amp;c.js');
  });
});

describe("the static shell's heading (shellContent): a flow's opening step from the registry, where the address tells it", () => {
  const KARI = { fullName: 'Kari Nordmann' };
  const stepOf = (html: string) => /<h1><span class="boot-step-label">(Steg \d+ av \d+):<\/span> ([^<]*)<\/h1><p class="boot-hint">([^<]*)<\/p>/.exec(html)?.slice(1);

  it("the damage report's first step, with the intro for the draft the address names, for a logged-in customer", () => {
    expect(stepOf(shellContent('/meld-skade/rolle', '', KARI))).toEqual([`Steg 1 av ${damageReportSteps.count}`, 'Hvem melder skaden?', roleHint(undefined)]);
    const organization = { reportedByType: REPORTED_BY_TYPE.organization };
    expect(stepOf(shellContent('/meld-skade/rolle/', '?CaseId=c-1', KARI, organization))).toEqual([`Steg 1 av ${damageReportSteps.count}`, 'Hvem melder skaden?', roleHint(REPORTED_BY_TYPE.organization)]);
    expect(roleHint(REPORTED_BY_TYPE.organization)).not.toBe(roleHint(undefined));
    // Not the customer's open draft, no session, or a later step (which opens only if the earlier ones are complete).
    expect(shellContent('/meld-skade/rolle', '?CaseId=c-1', KARI, null)).toBe(SHELL_HEADING_PLACEHOLDER);
    expect(shellContent('/meld-skade/rolle', '', null)).toBe(SHELL_HEADING_PLACEHOLDER);
    expect(shellContent('/meld-skade/skade', '?CaseId=c-1', KARI, organization)).toBe(SHELL_HEADING_PLACEHOLDER);
    expect(shellDraftId('/meld-skade/rolle', '?CaseId=c-1')).toBe('c-1');
    expect(shellDraftId('/meld-skade/rolle', '')).toBeNull();
    expect(shellDraftId('/meld-skade/skade', '?CaseId=c-1')).toBeNull();
    expect(shellDraftId('/kjop-forsikring', '?CaseId=c-1')).toBeNull();
  });

  it("a query flow's first step at its bare area, with the step list's intro", () => {
    expect(stepOf(shellContent('/kjop-forsikring', '', null))).toEqual(['Steg 1 av 4', 'Adresse', flowById('purchase').steps.info('adresse').intro]);
    expect(shellContent('/kjop-forsikring', '?steg=startdato', null)).toBe(SHELL_HEADING_PLACEHOLDER);
    expect(stepOf(shellContent('/forsikringer/a-1/si-opp', '?steg=dato', KARI))).toEqual(['Steg 1 av 3', 'Hvorfor vil du si opp?', flowById('cancellation').steps.info('arsak').intro]);
    expect(shellContent('/forsikringer/a-1/si-opp', '', null)).toBe(SHELL_HEADING_PLACEHOLDER);
    expect(shellContent('/forsikringer/a-1/si-opp/bekreftelse', '', KARI)).toBe(SHELL_HEADING_PLACEHOLDER);
  });
});
