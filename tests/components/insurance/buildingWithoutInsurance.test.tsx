import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BuildingWithoutInsurancePage,
  INSURABLE_HINT,
  NOT_INCLUDED,
  NO_ADDRESS,
  NO_CITY,
  NO_ZIP,
} from '../../../src/features/insurance/BuildingWithoutInsurancePage';
import { BUILDING_STORAGE_KEY, parseSelectedBuilding } from '../../../src/features/insurance/buildingStorage';
import { KARI, renderAt } from '../helpers';
import { OWNED, anonymous, serve } from './fixtures';
import { forgetUser } from '../../../src/api/getUser';

afterEach(() => vi.unstubAllGlobals());

/** A building chosen earlier in the session by Kari, the customer logged in (a string: stored as it is). */
const store = (value: unknown) => sessionStorage.setItem(BUILDING_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify({ ...(value as object), eier: KARI.id }));
const renderPage = () => renderAt('/sjekk-forsikring/resultat/bygningUtenForsikring', BuildingWithoutInsurancePage);
const card = () => screen.getByRole('link', { name: /FORSIKRING IKKE FUNNET/ });

describe('/sjekk-forsikring/resultat/bygningUtenForsikring/', () => {
  it('heading, text, the stored building in a card linking to the result list, the red card and the links', async () => {
    serve();
    store({ nhf_gateadresse: 'Bakkeveien 3', nhf_brukpostnr: '2000', nhf_brukpoststed: 'LILLESTRØM', nhf_byggtypekode: '111' });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Vi finner ingen forsikringer ...' })).toBeInTheDocument();
    expect(screen.getByText(/ikke forsikret hos Husvern\. Den kan likevel være forsikret hos et annet selskap\. Sjekk med forsikringsselskapet ditt eller med de andre i husstanden\./)).toBeInTheDocument();
    expect(card()).toHaveAttribute('href', '/sjekk-forsikring/resultat');
    expect(card()).toHaveTextContent('Bakkeveien 3');
    expect(card()).toHaveTextContent('2000 LILLESTRØM');
    const red = screen.getByRole('region', { name: 'Ikke inkludert' });
    expect(within(red).getAllByRole('listitem').map((li) => li.textContent)).toEqual([...NOT_INCLUDED]);
    expect(NOT_INCLUDED[0]).toBe('Skadedyrbekjempelse av veggdyr, kakerlakker, sølvkre, ovnsfisk, mus og rotter');
    expect(NOT_INCLUDED[1]).toBe('Bekjempelse av bier, humler, veps og maur');
    expect(screen.getByText(INSURABLE_HINT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TILBAKE' })).toHaveAttribute('href', '/sjekk-forsikring/resultat');
    expect(screen.getByRole('link', { name: 'BESTILL FORSIKRING' })).toHaveAttribute('href', '/kjop-forsikring?kontekst=sjekk-forsikring');
    // a building is selected: no chooser
    expect(screen.queryByRole('region', { name: 'Velg bygning' })).toBeNull();
  });

  it.each([
    ['111', true],
    ['163', true],
    ['181', false],
    ['', false],
  ])('building type %s: the order sentence is shown = %s', async (code, shown) => {
    serve();
    store({ nhf_gateadresse: 'Bakkeveien 3', nhf_brukpostnr: '2000', nhf_brukpoststed: 'LILLESTRØM', nhf_byggtypekode: code });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(INSURABLE_HINT) !== null).toBe(shown);
  });

  it('fallbacks for missing parts, spelled as the spec gives them', async () => {
    serve();
    store({ nhf_byggtypekode: '181', nhf_brukpoststed: 'OSLO' });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(card()).toHaveTextContent(NO_ADDRESS);
    expect(card()).toHaveTextContent(NO_ZIP);
    expect(card()).toHaveTextContent('OSLO');
    expect([NO_ADDRESS, NO_ZIP, NO_CITY]).toEqual(['Fant ingen adressse', 'Fant ingen postnummer', 'Fant ingen poststed']);
  });

  it.each([
    ['invalid JSON', '{"nhf_gateadresse": '],
    ['a list', '[1, 2]'],
    ['a string', '"Storgata 1"'],
    ['wrong types', { nhf_gateadresse: { x: 1 }, nhf_brukpostnr: true }],
  ])('tolerates %s in storage: all fallbacks', async (_label, value) => {
    serve({ owned: [] });
    store(value);
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(card()).toHaveTextContent(`${NO_ADDRESS}${NO_ZIP} ${NO_CITY}FORSIKRING IKKE FUNNET`);
    expect(screen.queryByText(INSURABLE_HINT)).toBeNull();
  });

  it("nothing selected: the customer's own buildings to choose from; the choice is stored for the session", async () => {
    const calls = serve();
    renderPage();
    const chooser = await screen.findByRole('region', { name: 'Velg bygning' });
    expect(calls).toContain(`GET /api/getOwnedBuildings?ssn=F${KARI.socialSecurityNumber}`);
    expect(card()).toHaveTextContent(NO_ADDRESS);
    await userEvent.click(within(chooser).getByRole('button', { name: 'Storgata 1, 0155 OSLO' }));
    expect(card()).toHaveTextContent('Storgata 1');
    expect(card()).toHaveTextContent('0155 OSLO');
    expect(screen.getByText(INSURABLE_HINT)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Velg bygning' })).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(BUILDING_STORAGE_KEY)!)).toEqual({ ...OWNED[0], eier: KARI.id });
  });

  it('nothing selected and no buildings, or anonymous: just the fallbacks', async () => {
    serve({ owned: [] });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(card()).toHaveTextContent(NO_ADDRESS));
    expect(screen.queryByRole('region', { name: 'Velg bygning' })).toBeNull();

    vi.unstubAllGlobals();
    forgetUser(); // another page load, anonymous
    const calls = serve({ user: anonymous });
    renderPage();
    await waitFor(() => expect(calls).toContain('GET /api/getUser'));
    expect(calls.some((c) => c.includes('getOwnedBuildings'))).toBe(false);
  });
});

describe('the building-storage format', () => {
  it('reads the owned building JSON; numbers become text; empty parts are left out', () => {
    expect(parseSelectedBuilding('{"nhf_gateadresse":"Storgata 1","nhf_brukpostnr":"0155","nhf_brukpoststed":"OSLO","nhf_byggtypekode":"111"}')).toEqual({
      nhf_gateadresse: 'Storgata 1',
      nhf_brukpostnr: '0155',
      nhf_brukpoststed: 'OSLO',
      nhf_byggtypekode: '111',
    });
    expect(parseSelectedBuilding('{"nhf_byggtypekode":111,"nhf_gateadresse":"  "}')).toEqual({
      nhf_gateadresse: undefined,
      nhf_brukpostnr: undefined,
      nhf_brukpoststed: undefined,
      nhf_byggtypekode: '111',
    });
  });

  it('gives null for nothing, garbage or an object without any of the fields', () => {
    for (const raw of [null, '', 'x', '[]', '42', 'null', '{}', '{"annet":"felt"}']) expect(parseSelectedBuilding(raw), String(raw)).toBeNull();
  });
});
