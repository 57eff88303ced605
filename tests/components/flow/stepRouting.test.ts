/**
 * The routing derived from a step list (src/routing/stepRouting.ts), in both URL styles: the damage report's `path`
 * style with ?CaseId= carried on every page, and «Si opp forsikring»'s `query` style with an agreement's id in its area.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { cancellationDeclaration } from '../../../domain/cancellationSteps';
import { damageReportSteps } from '../../../domain/damageReportSteps';
import { damageReportRouting, inputAt } from '../../../src/features/damageReport/routing';
import { stepRouting } from '../../../src/routing/stepRouting';

/** A snapshot-like object with a page's meta, a context and tags, as the routing reads a snapshot. */
const snapshotAt = (page: string | null, context: Record<string, unknown>, tags: string[] = []) =>
  ({
    context,
    hasTag: (tag: string) => tags.includes(tag),
    getMeta: () => (page ? { 'flow.page': { page, route: '' } } : {}),
  }) as never;

describe('path style (the damage report)', () => {
  it('reads a step, the thank-you page and the entry from the path, with the draft the address names', () => {
    expect(damageReportRouting.pageAt({ pathname: '/meld-skade/lokasjon', search: { CaseId: 'c-1' } })).toEqual({
      key: 'lokasjon?c-1',
      event: { type: 'xstate.route', to: '#lokasjon' },
    });
    expect(damageReportRouting.pageAt({ pathname: '/meld-skade/takk/', search: {} })).toEqual({ key: 'takk?', event: null });
    expect(damageReportRouting.pageAt({ pathname: '/meld-skade/skademelding', search: {} })).toEqual({ key: 'entry?', event: null });
    expect(damageReportRouting.pageAt({ pathname: '/meld-skade/ukjent', search: { CaseId: 'c-1' } })).toEqual({ key: 'entry?c-1', event: null });
    expect(damageReportRouting.pageAt({ pathname: '/skadesaker', search: {} })).toBeNull();
    expect(damageReportRouting.isEntry({ pathname: '/meld-skade/skademelding', search: {} })).toBe(true);
    expect(damageReportRouting.isEntry({ pathname: '/meld-skade/lokasjon', search: { CaseId: 'c-1' } })).toBe(false);
    expect(damageReportRouting.isEntry({ pathname: '/meld-skade/takk/', search: {} })).toBe(false);
  });

  it('gives the machine its input: the draft and the page asked for', () => {
    expect(inputAt({ pathname: '/meld-skade/skade', search: { CaseId: 'c-2' } })).toEqual({ caseId: 'c-2', requestedPage: 'skade' });
    expect(inputAt({ pathname: '/meld-skade/takk', search: {} })).toEqual({ caseId: null, requestedPage: 'takk' });
    expect(inputAt({ pathname: '/meld-skade/skademelding', search: { CaseId: '' } })).toEqual({ caseId: null, requestedPage: null });
  });

  it('puts every step at its route with ?CaseId=, and waits for the requested page only once there is a draft', () => {
    for (const step of damageReportSteps.names) {
      const page = damageReportRouting.pageOf(snapshotAt(step, { caseId: 'c 3' }));
      expect(page).toEqual({ href: `${damageReportSteps.info(step).route}?CaseId=c%203`, key: `${step}?c 3` });
    }
    expect(damageReportRouting.pageOf(snapshotAt('rolle', { caseId: null }))).toEqual({ href: '/meld-skade/rolle', key: 'rolle?' });
    expect(damageReportRouting.pageOf(snapshotAt(null, { caseId: 'c-1' }))).toBeNull();
    const loading = (caseId: string | null) => snapshotAt(null, { caseId, requestedPage: 'informasjon' }, ['loading']);
    expect(damageReportRouting.awaitedPageOf(loading('c-1'))).toEqual({ href: '/meld-skade/informasjon?CaseId=c-1', key: 'informasjon?c-1' });
    expect(damageReportRouting.awaitedPageOf(loading(null))).toBeNull();
  });
});

describe('query style with a $name area («Si opp forsikring»)', () => {
  const PAGES = { ...cancellationDeclaration, ends: { bekreftelse: cancellationDeclaration.ends.bekreftelse } };
  const actor = createActor(createMachine({ context: { agreementId: 'a-1' } })).start();
  const routing = stepRouting({ ...PAGES, params: (snapshot) => ({ agreementId: (snapshot.context as { agreementId: string }).agreementId }) }, actor);

  it("reads its own agreement's steps and confirmation; another agreement's wizard is outside", () => {
    expect(routing.pageAt({ pathname: '/forsikringer/a-1/si-opp', search: { steg: 'dato' } })).toEqual({ key: 'dato', event: { type: 'xstate.route', to: '#dato' } });
    expect(routing.pageAt({ pathname: '/forsikringer/a-1/si-opp', search: {} })).toEqual({ key: 'entry', event: null });
    expect(routing.pageAt({ pathname: '/forsikringer/a-1/si-opp', search: { steg: 'ukjent' } })).toEqual({ key: 'entry', event: null });
    expect(routing.pageAt({ pathname: '/forsikringer/a-1/si-opp/bekreftelse', search: {} })).toEqual({ key: 'bekreftelse', event: null });
    expect(routing.pageAt({ pathname: '/forsikringer/a-2/si-opp', search: { steg: 'dato' } })).toBeNull();
  });

  it('the bare area (or a step it does not know) is the entry, where the dead ends show: a page after one there replaces it', () => {
    expect(routing.isEntry({ pathname: '/forsikringer/a-1/si-opp', search: {} })).toBe(true);
    expect(routing.isEntry({ pathname: '/forsikringer/a-1/si-opp', search: { steg: 'ukjent' } })).toBe(true);
    expect(routing.isEntry({ pathname: '/forsikringer/a-1/si-opp', search: { steg: 'dato' } })).toBe(false);
    expect(routing.isEntry({ pathname: '/forsikringer/a-1/si-opp/bekreftelse', search: {} })).toBe(false);
    expect(routing.isEntry({ pathname: '/forsikringer/a-2/si-opp', search: {} })).toBe(false);
    expect(routing.isEntry({ pathname: '/forsikringer/a-1', search: {} })).toBe(false);
  });

  it('puts each step in ?steg= on the area, the confirmation at its own path', () => {
    expect(routing.pageOf(snapshotAt('arsak', { agreementId: 'a-1' }))).toEqual({ href: '/forsikringer/a-1/si-opp?steg=arsak', key: 'arsak' });
    expect(routing.pageOf(snapshotAt('bekreftelse', { agreementId: 'a-1' }))).toEqual({ href: '/forsikringer/a-1/si-opp/bekreftelse', key: 'bekreftelse' });
  });
});
