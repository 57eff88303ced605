/**
 * Writes the bundled datasets for the local emulators, deterministically:
 *   server/data/addresses.json  — Norwegian street addresses (address search emulator)
 *   server/data/companies.json  — housing cooperatives, condominiums and companies (company register emulator)
 * Run: npx tsx server/data/generate.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AddressSearchSource } from '../../domain/types';
import { REQUIRED_ADDRESSES, SOLBAKKEN } from './fixtures';
import { seededRandom } from './seededRandom';


/** [street, postnr, poststed, lat, lng, direction of the street in degrees]. */
const STREETS: [string, string, string, number, number, number][] = [
  ['Storgata', '0155', 'OSLO', 59.9137, 10.7521, 60],
  ['Karl Johans gate', '0154', 'OSLO', 59.9127, 10.7461, 100],
  ['Thorvald Meyers gate', '0552', 'OSLO', 59.9226, 10.7590, 10],
  ['Bogstadveien', '0355', 'OSLO', 59.9268, 10.7230, 150],
  ['Trondheimsveien', '0560', 'OSLO', 59.9210, 10.7630, 40],
  ['Grønlandsleiret', '0190', 'OSLO', 59.9107, 10.7640, 90],
  ['Kirkeveien', '0368', 'OSLO', 59.9305, 10.7185, 0],
  ['Sognsveien', '0855', 'OSLO', 59.9465, 10.7335, 10],
  ['Holmenkollveien', '0376', 'OSLO', 59.9500, 10.6905, 160],
  ['Markveien', '0554', 'OSLO', 59.9232, 10.7562, 15],
  ['Ekebergveien', '1178', 'OSLO', 59.8952, 10.7722, 170],
  ['Tøyengata', '0190', 'OSLO', 59.9148, 10.7668, 60],
  ['Hegdehaugsveien', '0352', 'OSLO', 59.9227, 10.7322, 140],
  ['Torgallmenningen', '5014', 'BERGEN', 60.3929, 5.3242, 80],
  ['Kong Oscars gate', '5017', 'BERGEN', 60.3955, 5.3290, 30],
  ['Nygårdsgaten', '5015', 'BERGEN', 60.3871, 5.3312, 20],
  ['Fjøsangerveien', '5054', 'BERGEN', 60.3690, 5.3470, 170],
  ['Sandviksveien', '5035', 'BERGEN', 60.4060, 5.3222, 10],
  ['Fantoftvegen', '5072', 'BERGEN', 60.3412, 5.3561, 150],
  ['Munkegata', '7011', 'TRONDHEIM', 63.4300, 10.3951, 0],
  ['Olav Tryggvasons gate', '7011', 'TRONDHEIM', 63.4336, 10.3990, 90],
  ['Innherredsveien', '7014', 'TRONDHEIM', 63.4362, 10.4203, 70],
  ['Byåsveien', '7021', 'TRONDHEIM', 63.4151, 10.3502, 160],
  ['Kongens gate', '7011', 'TRONDHEIM', 63.4311, 10.3932, 90],
  ['Kirkegata', '4006', 'STAVANGER', 58.9701, 5.7331, 20],
  ['Pedersgata', '4013', 'STAVANGER', 58.9682, 5.7402, 110],
  ['Madlaveien', '4009', 'STAVANGER', 58.9621, 5.7152, 100],
  ['Lagårdsveien', '4010', 'STAVANGER', 58.9650, 5.7380, 170],
  ['Storgata', '9008', 'TROMSØ', 69.6490, 18.9561, 20],
  ['Grønnegata', '9008', 'TROMSØ', 69.6482, 18.9542, 20],
  ['Skippergata', '9008', 'TROMSØ', 69.6472, 18.9572, 110],
  ['Markens gate', '4611', 'KRISTIANSAND S', 58.1461, 7.9941, 20],
  ['Dronningens gate', '4608', 'KRISTIANSAND S', 58.1442, 8.0002, 110],
  ['Vestre Strandgate', '4610', 'KRISTIANSAND S', 58.1451, 7.9902, 20],
  ['Bragernes torg', '3017', 'DRAMMEN', 59.7441, 10.2042, 90],
  ['Konnerudgata', '3045', 'DRAMMEN', 59.7382, 10.1952, 120],
  ['Tollbugata', '3044', 'DRAMMEN', 59.7402, 10.2052, 90],
  ['Nygaardsgata', '1606', 'FREDRIKSTAD', 59.2112, 10.9372, 40],
  ['Storgata', '8006', 'BODØ', 67.2822, 14.3802, 80],
  ['Kongens gate', '6002', 'ÅLESUND', 62.4721, 6.1512, 80],
  ['Storgata', '2609', 'LILLEHAMMER', 61.1152, 10.4662, 0],
  ['Torggata', '2317', 'HAMAR', 60.7942, 11.0682, 90],
  ['Storgaten', '3126', 'TØNSBERG', 59.2682, 10.4082, 30],
  ['Langgata', '4306', 'SANDNES', 58.8522, 5.7372, 10],
  ['Haraldsgata', '5527', 'HAUGESUND', 59.4132, 5.2682, 10],
  ['Dronningens gate', '1530', 'MOSS', 59.4362, 10.6592, 0],
  ['Langbryggen', '4841', 'ARENDAL', 58.4612, 8.7692, 60],
  ['Storgata', '6413', 'MOLDE', 62.7372, 7.1592, 90],
  ['Rådmann Halmrasts vei', '1337', 'SANDVIKA', 59.8902, 10.5242, 40],
];

export function generateAddresses(): AddressSearchSource[] {
  const rand = seededRandom(20250520);
  const out: AddressSearchSource[] = [];
  let seq = 0;
  for (const [street, postnr, poststed, lat, lng, dir] of STREETS) {
    const numbers = new Set<string>();
    const list: { n: number; letter: string | null }[] = [];
    const add = (n: number, letter: string | null) => {
      const key = `${n}${letter ?? ''}`;
      if (numbers.has(key)) return;
      numbers.add(key);
      list.push({ n, letter });
    };
    for (const r of REQUIRED_ADDRESSES) if (r.street === street && r.postnr === postnr) add(r.number, r.letter);
    add(1, null);
    const count = 6 + Math.floor(rand() * 3);
    while (list.length < count) {
      const n = 1 + Math.floor(rand() * 80);
      const letter = rand() < 0.2 ? (['A', 'B', 'C'][Math.floor(rand() * 3)] ?? null) : null;
      add(n, letter);
    }
    list.sort((a, b) => a.n - b.n || (a.letter ?? '').localeCompare(b.letter ?? ''));
    const rad = (dir * Math.PI) / 180;
    for (const { n, letter } of list) {
      seq += 1;
      // ~7 m per house number along the street; odd and even numbers on opposite sides.
      const along = n * 7;
      const side = n % 2 === 0 ? 9 : -9;
      const north = along * Math.cos(rad) - side * Math.sin(rad);
      const east = along * Math.sin(rad) + side * Math.cos(rad);
      const y = lat + north / 111_320;
      const x = lng + east / (111_320 * Math.cos((lat * Math.PI) / 180));
      out.push({
        AdresseMatrikkelenhetId: 300_000_000 + seq * 17,
        AdresseId: 100_000_000 + seq * 31,
        GateNavn: street,
        AdresseHusNummer: n,
        AdresseBokstav: letter,
        PostNummer: postnr,
        PostSted: poststed,
        Posisjon: { X: Math.round(x * 1e6) / 1e6, Y: Math.round(y * 1e6) / 1e6 },
      });
    }
  }
  return out;
}

/** Norwegian organisation number check digit (modulus 11, weights 3 2 7 6 5 4 3 2). null if none is possible. */
export function orgNumberCheckDigit(first8: string): number | null {
  const w = [3, 2, 7, 6, 5, 4, 3, 2];
  const sum = [...first8].reduce((s, d, i) => s + Number(d) * (w[i] ?? 0), 0);
  const r = 11 - (sum % 11);
  if (r === 11) return 0;
  if (r === 10) return null;
  return r;
}

export interface CompanyRecord {
  organisasjonsnummer: string;
  navn: string;
  organisasjonsform: { kode: string; beskrivelse: string };
  forretningsadresse: { adresse: string[]; postnummer: string; poststed: string; kommune: string; kommunenummer: string; land: string; landkode: string };
  registreringsdatoEnhetsregisteret: string;
  naeringskode1: { kode: string; beskrivelse: string };
  antallAnsatte: number;
}

const STEMS = [
  'Solbakken', 'Furulund', 'Granly', 'Lindeberg', 'Bjørkely', 'Tåsen', 'Sagene', 'Lille Tøyen', 'Fjellhaug', 'Kampen',
  'Ila', 'Bislett', 'Vålerenga', 'Holmen', 'Sandaker', 'Nordstrand', 'Ekeberg', 'Blindern', 'Ullevål Hageby', 'Lambertseter',
  'Møhlenpris', 'Sandviken', 'Løvstakken', 'Fantoft', 'Landås', 'Nygårdshøyden', 'Lade', 'Møllenberg', 'Byåsen', 'Ila Park',
  'Eiganes', 'Storhaug', 'Våland', 'Hillevåg', 'Prestvannet', 'Kvaløysletta', 'Lund', 'Grim', 'Strømsø', 'Bragernes',
];
const COMPANY_NAMES = [
  'Nordlys Eiendom', 'Fjordgløtt Bygg', 'Hovedstaden Forvaltning', 'Vestlandet Utleie', 'Trøndelag Boligutvikling',
  'Bryggen Næringseiendom', 'Østkanten Vaktmesterservice', 'Skagerak Eiendomsdrift', 'Midtbyen Gårdeierlag', 'Polar Boligforvaltning',
];

export function generateCompanies(addresses: AddressSearchSource[]): CompanyRecord[] {
  const rand = seededRandom(19350101);
  const used = new Set<string>([SOLBAKKEN.organisasjonsnummer]);
  const nextOrgNr = (): string => {
    for (;;) {
      const first8 = `9${String(Math.floor(rand() * 1e7)).padStart(7, '0')}`;
      const c = orgNumberCheckDigit(first8);
      if (c === null) continue;
      const nr = `${first8}${c}`;
      if (!used.has(nr)) {
        used.add(nr);
        return nr;
      }
    }
  };
  const kinds = [
    { kode: 'BRL', beskrivelse: 'Borettslag', suffix: 'BORETTSLAG', naering: { kode: '68.209', beskrivelse: 'Utleie av egen eller leid fast eiendom ellers' } },
    { kode: 'ESEK', beskrivelse: 'Eierseksjonssameie', suffix: 'SAMEIE', naering: { kode: '68.320', beskrivelse: 'Forvaltning av fast eiendom på oppdragsbasis' } },
    { kode: 'ESEK', beskrivelse: 'Eierseksjonssameie', suffix: 'BOLIGSAMEIE', naering: { kode: '68.320', beskrivelse: 'Forvaltning av fast eiendom på oppdragsbasis' } },
  ];
  const addressOf = (i: number) => {
    const a = addresses[(i * 7) % addresses.length]!;
    return {
      adresse: [`${a.GateNavn} ${a.AdresseHusNummer}${a.AdresseBokstav ?? ''}`],
      postnummer: a.PostNummer,
      poststed: a.PostSted,
      kommune: a.PostSted.replace(/ S$/, ''),
      kommunenummer: '0301',
      land: 'Norge',
      landkode: 'NO',
    };
  };
  const date = () => {
    const y = 1960 + Math.floor(rand() * 60);
    const m = 1 + Math.floor(rand() * 12);
    const d = 1 + Math.floor(rand() * 28);
    return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  };
  const out: CompanyRecord[] = [];
  const brl = kinds[0]!;
  const fantoft = addresses.find((a) => a.GateNavn === 'Fantoftvegen' && a.AdresseHusNummer === 14)!;
  out.push({
    organisasjonsnummer: SOLBAKKEN.organisasjonsnummer,
    navn: SOLBAKKEN.navn,
    organisasjonsform: { kode: brl.kode, beskrivelse: brl.beskrivelse },
    forretningsadresse: {
      adresse: [`${fantoft.GateNavn} ${fantoft.AdresseHusNummer}`],
      postnummer: fantoft.PostNummer,
      poststed: fantoft.PostSted,
      kommune: 'BERGEN',
      kommunenummer: '4601',
      land: 'Norge',
      landkode: 'NO',
    },
    registreringsdatoEnhetsregisteret: '1995-03-14',
    naeringskode1: brl.naering,
    antallAnsatte: 0,
  });
  let i = 0;
  for (const stem of STEMS) {
    for (const kind of kinds.slice(0, 2)) {
      if (out.length >= 90) break;
      const navn = `${stem.toUpperCase()} ${kind.suffix}`;
      if (navn === SOLBAKKEN.navn) continue;
      i += 1;
      out.push({
        organisasjonsnummer: nextOrgNr(),
        navn,
        organisasjonsform: { kode: kind.kode, beskrivelse: kind.beskrivelse },
        forretningsadresse: addressOf(i),
        registreringsdatoEnhetsregisteret: date(),
        naeringskode1: kind.naering,
        antallAnsatte: 0,
      });
    }
  }
  for (let k = 0; out.length < 90; k += 1) {
    const kind = kinds[2]!;
    i += 1;
    out.push({
      organisasjonsnummer: nextOrgNr(),
      navn: `${STEMS[k % STEMS.length]!.toUpperCase()} TERRASSE ${kind.suffix}`,
      organisasjonsform: { kode: kind.kode, beskrivelse: kind.beskrivelse },
      forretningsadresse: addressOf(i),
      registreringsdatoEnhetsregisteret: date(),
      naeringskode1: kind.naering,
      antallAnsatte: 0,
    });
  }
  for (const name of COMPANY_NAMES) {
    i += 1;
    out.push({
      organisasjonsnummer: nextOrgNr(),
      navn: `${name.toUpperCase()} AS`,
      organisasjonsform: { kode: 'AS', beskrivelse: 'Aksjeselskap' },
      forretningsadresse: addressOf(i),
      registreringsdatoEnhetsregisteret: date(),
      naeringskode1: { kode: '68.100', beskrivelse: 'Kjøp og salg av egen fast eiendom' },
      antallAnsatte: 1 + Math.floor(rand() * 40),
    });
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const addresses = generateAddresses();
  const companies = generateCompanies(addresses);
  const dir = new URL('./', import.meta.url);
  writeFileSync(new URL('addresses.json', dir), JSON.stringify(addresses, null, 1) + '\n');
  writeFileSync(new URL('companies.json', dir), JSON.stringify(companies, null, 1) + '\n');
  console.log(`Wrote ${addresses.length} addresses and ${companies.length} companies.`);
}
