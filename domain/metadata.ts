/**
 * Coded lists with Norwegian names (SPEC §3 Metadata). The server answers GET /api/metadata from these;
 * the client may import them for names (e.g. 'Skade ikke oppgitt' fallback lookups) but should prefer the API.
 */
import { AGENTS } from './agents';
import { PRODUCT_NAME } from './brand';
import type { CodeName, Metadata } from './types';

export interface DamageTypeEntry {
  value: string;
  name: string;
  hint: string;
}

/** The 12 damage types with stable GUIDs. */
export const DAMAGE_TYPES: readonly DamageTypeEntry[] = [
  {
    value: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a01',
    name: 'Skjeggkre',
    hint: 'Skjeggkre er små, grå insekter med lange haletråder. De trives i tørre rom og sees ofte om natten langs lister og gulv.',
  },
  {
    value: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a02',
    name: 'Sølvkre',
    hint: 'Sølvkre er sølvglinsende og trives der det er fuktig, for eksempel på bad og i kjeller. Sjekk om det er fuktproblemer i boligen.',
  },
  {
    value: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a03',
    name: 'Veggdyr',
    hint: 'Tips: Klær og tekstiler kan fryses ned ved minus 18 grader i 3 døgn. Ikke flytt sengetøy og møbler mellom rom før skadedyrteknikeren har vært der.',
  },
  {
    value: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a04',
    name: 'Mus/rotter',
    hint: 'Se etter ekskrementer, gnagemerker og spor langs vegger. Oppbevar mat i tette beholdere og tett åpninger større enn 6 millimeter.',
  },
  {
    value: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a05',
    name: 'Flaggermus',
    hint: 'Flaggermus er fredet i Norge og skal ikke skades eller stenges inne. Vi hjelper deg med å finne en trygg løsning.',
  },
  {
    value: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a06',
    name: 'Kakerlakk',
    hint: 'Kakerlakker er aktive om natten. Ta gjerne bilde av insektet eller ta det vare på i en tett beholder til skadedyrteknikeren kommer.',
  },
  {
    value: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a07',
    name: 'Maur',
    hint: 'Stokkmaur kan gnage ganger i treverk. Se etter fint sagmugg under vegger og lister, og legg merke til hvor maurene går.',
  },
  {
    value: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a08',
    name: 'Bier/humler/veps',
    hint: 'Ikke forsøk å fjerne bolet selv. Hold avstand og merk av hvor bolet eller inngangshullet er.',
  },
  {
    value: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a09',
    name: 'Biller',
    hint: 'Små runde hull i treverk og fint boremel kan tyde på treskadeinsekter som husbukk eller borebille.',
  },
  {
    value: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a10',
    name: 'Råtesopp',
    hint: 'Råte gjør treverket mykt og misfarget. Finn og stopp fuktkilden så tidlig som mulig.',
  },
  {
    value: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a11',
    name: 'Hussopp',
    hint: 'Hussopp har ofte hvite eller grå soppmatter og rustbrunt sporestøv. Ikke fjern soppen selv – det kan spre sporene.',
  },
  {
    value: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a12',
    name: 'Annet',
    hint: 'Beskriv skaden med egne ord i feltet under.',
  },
];

/** Value of the damage type "Annet" (shows the otherDamageType field). */
export const DAMAGE_TYPE_OTHER = '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a12';

/** Insurers the customer can choose on the Forsikring step: the provider first, then the partners. Value is the agent key. */
export const INSURANCE_AGENTS: readonly CodeName[] = [
  ...AGENTS.filter((a) => a.name === PRODUCT_NAME).map((a) => ({ value: a.key, name: a.longName })),
  ...AGENTS.filter((a) => a.name !== PRODUCT_NAME).map((a) => ({ value: a.key, name: a.longName })),
];

export const INSURANCE_TYPES_PRIVATE: readonly CodeName[] = [
  { value: 859830000, name: 'Hus/bolig' },
  { value: 859830001, name: 'Innbo' },
  { value: 859830002, name: 'Hytte/fritidsbolig' },
  { value: 859830003, name: 'Forsikret gjennom borettslag/sameie' },
  { value: 859830004, name: 'Vet ikke' },
];

export const INSURANCE_TYPES_COMPANY: readonly CodeName[] = [
  { value: 859830005, name: 'Bygning' },
  { value: 859830006, name: 'Fellesareal' },
  { value: 859830007, name: 'Løsøre' },
  { value: 859830008, name: 'Vet ikke' },
];

/** Role of a private reporter (whoIsReportingTheDamage). */
export const REPORTER_ROLES_PRIVATE: readonly CodeName[] = [
  { value: 872600000, name: 'Forsikringstaker' },
  { value: 872600001, name: 'Ektefelle' },
  { value: 872600002, name: 'Samboer' },
  { value: 872600003, name: 'Barn' },
  { value: 872600004, name: 'Verge' },
  { value: 872600005, name: 'Familiemedlem' },
  { value: 872600006, name: 'Leietaker' },
  { value: 872600007, name: 'Annet' },
];

/** Role of an organization reporter (whoIsReportingTheDamageComp). */
export const REPORTER_ROLES_COMPANY: readonly CodeName[] = [
  { value: 872600000, name: 'Styreleder' },
  { value: 872600001, name: 'Styremedlem' },
  { value: 872600002, name: 'Vaktmester' },
  { value: 872600003, name: 'Driftsleder' },
  { value: 872600004, name: 'Beboer og eier' },
  { value: 872600005, name: 'Leietaker' },
  { value: 872600006, name: 'Annet' },
];

export const METADATA: Metadata = {
  damageType: DAMAGE_TYPES.map((d) => ({ ...d })),
  insuranceAgent: INSURANCE_AGENTS.map((a) => ({ ...a })),
  insuranceTypeCodePrivate: INSURANCE_TYPES_PRIVATE.map((c) => ({ ...c })),
  insuranceTypeCodeComp: INSURANCE_TYPES_COMPANY.map((c) => ({ ...c })),
  dmgWhoIsReportingTheDamageCode: REPORTER_ROLES_PRIVATE.map((c) => ({ ...c })),
  dmgWhoIsReportingTheDamageComp: REPORTER_ROLES_COMPANY.map((c) => ({ ...c })),
};

export function damageTypeName(value: string | null | undefined): string | undefined {
  return DAMAGE_TYPES.find((d) => d.value === value)?.name;
}

/** SPEC §3: a case whose damage type is missing (or unknown) is shown as this. */
export const NO_DAMAGE_TYPE = 'Skade ikke oppgitt';
