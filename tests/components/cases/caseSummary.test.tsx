import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { METADATA } from '../../../domain/metadata';
import { PRODUCT_NAME } from '../../../domain/brand';
import type { Case } from '../../../domain/types';
import { CaseSummaryPage, SUMMARY_FAILED, SUMMARY_LOADING } from '../../../src/features/cases/CaseSummaryPage';
import { KARI, json, renderAt, stubFetch } from '../helpers';
import { HOME_TEXT, renderRoute } from '../routeHelpers';
import { Route as SummaryRoute } from '../../../src/routes/skadesaker/$caseId/oppsummering/index';

const RATESOPP = METADATA.damageType.find((d) => d.name === 'Råtesopp')!.value;
const ANNET = METADATA.damageType.find((d) => d.name === 'Annet')!.value;

const privateCase: Case = {
  incidentId: 'c-1',
  createdOn: '2025-09-03T07:45:00.000Z',
  submittedOnWeb: true,
  attachments: [
    { attachmentId: 'at-1', filename: 'bjelke.png', mimetype: 'image/png', relationshipId: 'r-1' },
    { attachmentId: 'at-2', filename: 'rapport.pdf', mimetype: 'application/pdf', relationshipId: 'r-2' },
  ],
  reportedByType: 872600000,
  whoIsReportingTheDamage: 872600000,
  damageType: RATESOPP,
  damageDate: '2025-08-28',
  descriptionOfDamage: 'Mykt treverk i kjelleren.',
  buildingAddress: 'Storgata 1',
  buildingZip: '0155',
  buildingCity: 'OSLO',
  insuranceAgent: 'gjensidige',
  insuranceTypePrivate: [859830000, 859830001],
  mobilePhone: '+47 91234567',
  email: 'kari@example.no',
  whoIsContactPerson: 974590001,
};

const organizationCase: Case = {
  incidentId: 'c-2',
  createdOn: '2025-10-22T10:05:00.000Z',
  submittedOnWeb: true,
  attachments: [],
  reportedByType: 872600001,
  whoIsReportingTheDamageComp: 872600002,
  organizationName: 'Solbakken Borettslag',
  damageType: null,
  damageDate: '2025-10-01',
  descriptionOfDamage: '',
  buildingAddress: 'Fantoftvegen 14',
  buildingZip: '5072',
  buildingCity: null,
  insuranceAgent: PRODUCT_NAME.toLowerCase(),
  insuranceTypeComp: [859830005, 859830006],
  mobilePhone: '+47 98765432',
  email: 'berit@example.no',
  mobileComp: '+47 40000000',
  emailComp: 'styret@solbakken.no',
  whoIsContactPerson: 974590002,
  caseContactFullname: 'Per Vaktmester',
  caseContactMobile: '+47 41111111',
  caseContactEmail: 'per@solbakken.no',
};

function serve(kase: Case | Response | Promise<Response>, user: Response = json(KARI)) {
  const calls: string[] = [];
  stubFetch((request) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}`);
    if (url.pathname === '/api/getUser') return user;
    if (url.pathname === '/api/metadata') return json(METADATA);
    if (url.pathname.startsWith('/api/getCase/')) return kase instanceof Response || kase instanceof Promise ? kase : json(kase);
    return json({ message: 'ukjent' }, 404, 'Not Found');
  });
  return calls;
}

const renderSummary = (caseId: string) => renderAt(`/skadesaker/${caseId}/oppsummering`, () => <CaseSummaryPage caseId={caseId} />);

/** The <dd> described by the term in the section with `heading`; fails when the term is absent. */
function value(heading: string, term: string): HTMLElement {
  const section = screen.getByRole('heading', { level: 2, name: heading }).closest('section')!;
  const dt = within(section).getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling as HTMLElement;
  expect(dd.tagName).toBe('DD');
  return dd;
}

function terms(heading: string): string[] {
  const section = screen.getByRole('heading', { level: 2, name: heading }).closest('section')!;
  return Array.from(section.querySelectorAll('dt')).map((dt) => dt.textContent ?? '');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/skadesaker/{caseId}/oppsummering/', () => {
  it("shows 'Laster oppsummering...' while loading, then the title, text and four sections", async () => {
    let release: (r: Response) => void = () => {};
    const calls = serve(new Promise<Response>((resolve) => (release = resolve)));
    renderSummary('c-1');
    expect(await screen.findByRole('status')).toHaveTextContent(SUMMARY_LOADING);
    release(json(privateCase));
    expect(await screen.findByRole('heading', { level: 1, name: 'Skadesak - Råtesopp' })).toBeInTheDocument();
    expect(screen.queryByText(SUMMARY_LOADING)).toBeNull();
    expect(screen.getByText('Dette er skademeldingen du sendte oss.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Skade', 'Skadested', 'Forsikring', 'Kontaktinformasjon']);
    // one description list per section
    for (const h of ['Skade', 'Skadested', 'Forsikring', 'Kontaktinformasjon']) {
      expect(screen.getByRole('heading', { level: 2, name: h }).closest('section')!.querySelectorAll('dl')).toHaveLength(1);
    }
    expect(calls).toContain('GET /api/getCase/c-1');
    expect(screen.getByRole('link', { name: 'TILBAKE' })).toHaveAttribute('href', '/skadesaker');
  });

  it('a private case reported by the policyholder', async () => {
    serve(privateCase);
    renderSummary('c-1');
    await screen.findByRole('heading', { level: 1, name: 'Skadesak - Råtesopp' });
    expect(terms('Skade')).toEqual(['TYPE', 'VEDLEGG', 'BESKRIVELSE']);
    expect(value('Skade', 'TYPE')).toHaveTextContent('Råtesopp');
    expect(value('Skade', 'VEDLEGG')).toHaveTextContent('2 stk');
    expect(value('Skade', 'BESKRIVELSE')).toHaveTextContent('Mykt treverk i kjelleren.');
    expect(terms('Skadested')).toEqual(['DATO', 'STED']);
    expect(value('Skadested', 'DATO')).toHaveTextContent('28.08.2025');
    expect(value('Skadested', 'STED')).toHaveTextContent('Storgata 1, 0155 OSLO');
    // no policyholder block when the reporter is the policyholder (872600000)
    expect(terms('Forsikring')).toEqual(['SELSKAP', 'TYPE']);
    expect(value('Forsikring', 'SELSKAP')).toHaveTextContent('Gjensidige Forsikring');
    expect(value('Forsikring', 'TYPE')).toHaveTextContent('Hus/bolig, Innbo');
    // the logged-in user's name, the role's name, mobile and e-mail from the case
    expect(terms('Kontaktinformasjon')).toEqual(['NAVN', 'ROLLE', 'MOBIL', 'E-POST']);
    expect(value('Kontaktinformasjon', 'NAVN')).toHaveTextContent('Kari Nordmann');
    expect(value('Kontaktinformasjon', 'ROLLE')).toHaveTextContent('Forsikringstaker');
    expect(value('Kontaktinformasjon', 'MOBIL')).toHaveTextContent('+47 91234567');
    expect(value('Kontaktinformasjon', 'E-POST')).toHaveTextContent('kari@example.no');
  });

  it('shows the policyholder (FORSIKRINGSTAGER, FØDSELSNUMMER, MOBIL) when the reporter is someone else', async () => {
    serve({
      ...privateCase,
      whoIsReportingTheDamage: 872600001,
      policyHolderFullName: 'Ola Nordmann',
      policyHolderSocialSecurityNumber: '02029054321',
      countryCodePolicyHolder: '+47',
      phoneNumberPolicyHolder: '92222222',
    });
    renderSummary('c-1');
    await screen.findByRole('heading', { level: 1, name: 'Skadesak - Råtesopp' });
    expect(terms('Forsikring')).toEqual(['SELSKAP', 'TYPE', 'FORSIKRINGSTAGER', 'FØDSELSNUMMER', 'MOBIL']);
    expect(value('Forsikring', 'FORSIKRINGSTAGER')).toHaveTextContent('Ola Nordmann');
    expect(value('Forsikring', 'FØDSELSNUMMER')).toHaveTextContent('02029054321');
    expect(value('Forsikring', 'MOBIL')).toHaveTextContent('+47 92222222');
    expect(value('Kontaktinformasjon', 'ROLLE')).toHaveTextContent('Ektefelle');
  });

  it("an organization case: organization and board blocks, 'Ingen' for attachments and description, no STED without a city, other contact person", async () => {
    serve(organizationCase, json({ ...KARI, fullName: 'Berit Hansen' }));
    renderSummary('c-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Skadesak - Skade ikke oppgitt' })).toBeInTheDocument();
    expect(value('Skade', 'TYPE')).toHaveTextContent('Skade ikke oppgitt');
    expect(value('Skade', 'VEDLEGG')).toHaveTextContent('Ingen');
    expect(value('Skade', 'BESKRIVELSE')).toHaveTextContent('Ingen');
    expect(terms('Skadested')).toEqual(['DATO']);
    expect(value('Skadested', 'DATO')).toHaveTextContent('01.10.2025');
    expect(value('Forsikring', 'SELSKAP')).toHaveTextContent(`${PRODUCT_NAME} Forsikring`);
    expect(value('Forsikring', 'TYPE')).toHaveTextContent('Bygning, Fellesareal');
    // The report never asked an organisation for a policyholder (needsPolicyholderDetails): no such block.
    expect(terms('Forsikring')).toEqual(['SELSKAP', 'TYPE']);
    expect(terms('Kontaktinformasjon')).toEqual([
      'ORGANISASJONENS NAVN',
      'NAVN',
      'ROLLE',
      'MOBIL',
      'E-POST',
      'MOBIL TIL STYRET',
      'E-POST TIL STYRET',
      'KONTAKTPERSON',
      'MOBIL TIL KONTAKTPERSON',
      'E-POST TIL KONTAKTPERSON',
    ]);
    expect(value('Kontaktinformasjon', 'ORGANISASJONENS NAVN')).toHaveTextContent('Solbakken Borettslag');
    expect(value('Kontaktinformasjon', 'NAVN')).toHaveTextContent('Berit Hansen');
    expect(value('Kontaktinformasjon', 'ROLLE')).toHaveTextContent('Vaktmester');
    expect(value('Kontaktinformasjon', 'MOBIL TIL STYRET')).toHaveTextContent('+47 40000000');
    expect(value('Kontaktinformasjon', 'E-POST TIL STYRET')).toHaveTextContent('styret@solbakken.no');
    expect(value('Kontaktinformasjon', 'KONTAKTPERSON')).toHaveTextContent('Per Vaktmester');
    expect(value('Kontaktinformasjon', 'MOBIL TIL KONTAKTPERSON')).toHaveTextContent('+47 41111111');
    expect(value('Kontaktinformasjon', 'E-POST TIL KONTAKTPERSON')).toHaveTextContent('per@solbakken.no');
  });

  it("'Annet' shows the customer's own words for the damage type", async () => {
    serve({ ...privateCase, damageType: ANNET, otherDamageType: 'Rar lukt fra veggen' });
    renderSummary('c-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Skadesak - Annet' })).toBeInTheDocument();
    expect(value('Skade', 'TYPE')).toHaveTextContent('Annet: Rar lukt fra veggen');
  });

  it("'Annet' is recognised by its code, not its name: a renamed 'Annet' still shows the words, another type ignores them", async () => {
    const renamed = { ...METADATA, damageType: METADATA.damageType.map((d) => (d.value === ANNET ? { ...d, name: 'Annen skade' } : d)) };
    stubFetch((request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/getUser') return json(KARI);
      if (url.pathname === '/api/metadata') return json(renamed);
      if (url.pathname === '/api/getCase/c-1') return json({ ...privateCase, damageType: ANNET, otherDamageType: 'Rar lukt fra veggen' });
      if (url.pathname === '/api/getCase/c-3') return json({ ...privateCase, incidentId: 'c-3', otherDamageType: 'Rester fra et gammelt utkast' });
      return json({ message: 'ukjent' }, 404, 'Not Found');
    });
    const { unmount } = renderSummary('c-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Skadesak - Annen skade' })).toBeInTheDocument();
    expect(value('Skade', 'TYPE')).toHaveTextContent('Annen skade: Rar lukt fra veggen');
    unmount();
    renderSummary('c-3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Skadesak - Råtesopp' })).toBeInTheDocument();
    expect(value('Skade', 'TYPE')).toHaveTextContent(/^Råtesopp$/);
  });

  it("shows 'Kunne ikke laste oppsummering. ...' when the case cannot be read", async () => {
    serve(json({ message: 'Fant ikke skadesaken.' }, 404, 'Not Found'));
    renderSummary('c-9');
    expect(await screen.findByRole('alert')).toHaveTextContent(SUMMARY_FAILED);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Skadesak');
    expect(screen.queryByText(SUMMARY_LOADING)).toBeNull();
    expect(screen.getByRole('link', { name: 'TILBAKE' })).toHaveAttribute('href', '/skadesaker');
  });

  it('the route sends anonymous visitors to the home page in beforeLoad, before the case is asked for', async () => {
    const calls = serve(privateCase, json({ message: 'Du er ikke logget inn.' }, 401, 'Unauthorized'));
    const { router } = renderRoute(SummaryRoute, '/skadesaker/$caseId/oppsummering', '/skadesaker/c-1/oppsummering', () => <CaseSummaryPage caseId="c-1" />);
    expect(await screen.findByText(HOME_TEXT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls).toEqual(['GET /api/getUser']);
  });

  it('logged in, the summary uses the user the route asked for (one getUser call)', async () => {
    const calls = serve(privateCase);
    renderRoute(SummaryRoute, '/skadesaker/$caseId/oppsummering', '/skadesaker/c-1/oppsummering', () => <CaseSummaryPage caseId="c-1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Skadesak - Råtesopp' })).toBeInTheDocument();
    expect(value('Kontaktinformasjon', 'NAVN')).toHaveTextContent(KARI.fullName);
    expect(calls.filter((c) => c === 'GET /api/getUser')).toHaveLength(1);
  });

  it("a failing user call (not 401) is no redirect: the summary shows its error", async () => {
    serve(privateCase, json({ message: 'feil' }, 500, 'Internal Server Error'));
    const { router } = renderRoute(SummaryRoute, '/skadesaker/$caseId/oppsummering', '/skadesaker/c-1/oppsummering', () => <CaseSummaryPage caseId="c-1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SUMMARY_FAILED);
    expect(router.state.location.pathname).toBe('/skadesaker/c-1/oppsummering');
  });
});
