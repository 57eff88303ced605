/** A flow declared once (domain/flowDeclaration.ts): its routes, numbers, path helper and search are derived. */
import { describe, expect, it } from 'vitest';
import { cancellationDeclaration } from '../../domain/cancellationSteps';
import { damageReportDeclaration } from '../../domain/damageReportSteps';
import { declareFlow, flowSearch } from '../../domain/flowDeclaration';
import { flowHref } from '../../domain/flowHref';
import { purchaseDeclaration } from '../../domain/purchaseSteps';

describe('declareFlow', () => {
  const flow = declareFlow({
    id: 'moving',
    title: 'Meld flytting',
    area: '/forsikringer/$agreementId/flytt',
    urls: { query: 'steg' },
    access: 'customer',
    steps: [
      { name: 'adresse', heading: 'Ny adresse' },
      [
        { name: 'dato', heading: 'Flyttedato' },
        { name: 'mer', heading: 'Mer' },
      ],
      { name: 'oppsummering', heading: 'Oppsummering' },
    ],
    ends: { bekreftelse: 'bekreftelse', ikkeFlyttbar: '' },
  });

  it('numbers the steps by their group, and counts the groups', () => {
    expect(flow.steps.all.map((s) => [s.name, s.number])).toEqual([
      ['adresse', 1],
      ['dato', 2],
      ['mer', 2],
      ['oppsummering', 3],
    ]);
    expect(flow.steps.count).toBe(3);
  });

  it('derives each step route from the URL style', () => {
    expect(flow.steps.info('dato').route).toBe('/forsikringer/$agreementId/flytt?steg=dato');
    expect(flow.stepParam).toBe('steg');
    const pathStyle = declareFlow({ id: 'p', title: 'P', area: '/p', urls: 'path', access: 'anyone', steps: [{ name: 'en', heading: 'En' }], ends: {} });
    expect(pathStyle.steps.info('en').route).toBe('/p/en');
    expect(pathStyle.stepParam).toBeUndefined();
    expect(pathStyle.loggedInOnly).toBe(false);
  });

  it('gives the path helper: the start, a step and an end, with the area filled in', () => {
    expect(flowHref(flow, { agreementId: 'a b' })).toBe('/forsikringer/a%20b/flytt');
    expect(flowHref(flow, { agreementId: 'x' }, 'oppsummering')).toBe('/forsikringer/x/flytt?steg=oppsummering');
    expect(flowHref(flow, { agreementId: 'x' }, 'bekreftelse')).toBe('/forsikringer/x/flytt/bekreftelse');
    expect(flow.ends.ikkeFlyttbar).toBe('/forsikringer/$agreementId/flytt');
    expect(flow.loggedInOnly).toBe(true);
  });

  it('keeps only a known step in the search', () => {
    expect(flowSearch(flow)({ steg: 'dato', other: 1 })).toEqual({ steg: 'dato' });
    expect(flowSearch(flow)({ steg: 'ukjent' })).toEqual({});
  });
});

describe('the three flows as declared', () => {
  it('have the routes and numbers their pages always had', () => {
    expect(damageReportDeclaration.steps.all.map((s) => `${s.route} ${s.number}`)).toEqual([
      '/meld-skade/rolle 1',
      '/meld-skade/lokasjon 2',
      '/meld-skade/forsikring 2',
      '/meld-skade/skade 3',
      '/meld-skade/informasjon 3',
      '/meld-skade/kontakt 4',
      '/meld-skade/oppsummering 4',
    ]);
    expect(damageReportDeclaration.steps.count).toBe(4);
    expect([damageReportDeclaration.area, damageReportDeclaration.startHref, damageReportDeclaration.ends.takk]).toEqual(['/meld-skade', '/meld-skade/skademelding', '/meld-skade/takk']);
    expect(purchaseDeclaration.steps.all.map((s) => `${s.route} ${s.number}`)).toEqual([
      '/kjop-forsikring?steg=adresse 1',
      '/kjop-forsikring?steg=forsikring 2',
      '/kjop-forsikring?steg=startdato 3',
      '/kjop-forsikring?steg=oppsummering 4',
    ]);
    expect(purchaseDeclaration.ends.bekreftelse).toBe('/kjop-forsikring/bekreftelse');
    expect(cancellationDeclaration.steps.all.map((s) => `${s.route} ${s.number}`)).toEqual([
      '/forsikringer/$agreementId/si-opp?steg=arsak 1',
      '/forsikringer/$agreementId/si-opp?steg=dato 2',
      '/forsikringer/$agreementId/si-opp?steg=oppsummering 3',
    ]);
    expect(flowHref(cancellationDeclaration, { agreementId: 'abc' })).toBe('/forsikringer/abc/si-opp');
  });
});
