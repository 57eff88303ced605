/**
 * «Hva skjer nå?» for each status of a submitted case (issue 24): what the insurer does next, how long it
 * usually takes, and what the customer should and should not do. All of the case page's status texts are here.
 */
import type { CaseStatusCode } from '../../../../domain/caseStatus';

export interface StatusGuidance {
  /** What we do next. `{date}` is the inspection day, where there is one. */
  next: string;
  /** How long it usually takes; null when nothing more is waited for. */
  howLong: string | null;
  /** What the customer should do, and not do. */
  advice: readonly string[];
}

export const STATUS_HEADING = 'Status';
export const NEXT_HEADING = 'Hva skjer nå?';
export const HOW_LONG_HEADING = 'Hvor lang tid tar det?';
export const ADVICE_HEADING = 'Dette bør du gjøre';
export const QUESTIONS_HEADING = 'Har du spørsmål?';

export const GUIDANCE: Record<CaseStatusCode, StatusGuidance> = {
  mottatt: {
    next: 'Vi har fått skademeldingen din. En skadebehandler går gjennom den og tar kontakt med deg.',
    howLong: 'Du hører fra oss innen to virkedager.',
    advice: [
      'Ta bilder av skaden slik den ser ut nå, og legg dem til saken.',
      'Hindre at skaden blir større, for eksempel ved å lufte godt og holde området tørt.',
      'Ikke start utbedring før vi har vurdert skaden.',
    ],
  },
  under_vurdering: {
    next: 'En skadebehandler vurderer saken og avgjør om en takstmann må se på skaden der den er.',
    howLong: 'Vurderingen tar vanligvis én til to uker.',
    advice: [
      'Svar oss så raskt du kan hvis vi ber om flere opplysninger.',
      'Legg til bilder eller dokumenter hvis du oppdager mer skade.',
      'Ikke start utbedring før du har hørt fra oss.',
    ],
  },
  befaring_avtalt: {
    next: 'En takstmann kommer på befaring {date} for å se på skaden og finne årsaken.',
    howLong: 'Befaringen tar vanligvis én til to timer. Du får takstrapporten innen to uker etter befaringen.',
    advice: [
      'Sørg for at takstmannen kommer til der skaden er, også i kjeller, krypkjeller eller på loft.',
      'Ikke start utbedring før takstmannen har vært der.',
      'Ikke kast skadet materiale eller døde skadedyr før takstmannen har sett dem.',
    ],
  },
  tiltak_pagar: {
    next: 'Skaden utbedres, eller skadedyrene bekjempes. Vi holder kontakt med deg og med dem som gjør jobben.',
    howLong: 'Det avhenger av skaden: fra noen dager til noen uker.',
    advice: [
      'Si fra til oss hvis du ser ny skade eller nye skadedyr.',
      'Ta vare på kvitteringer for utgifter vi har avtalt å dekke.',
    ],
  },
  avsluttet: {
    next: 'Saken er avsluttet. Vi gjør ikke mer i denne saken.',
    howLong: null,
    advice: ['Ser du ny skade, kan du melde den som en ny skade.', 'Har du spørsmål om oppgjøret, kan du ringe eller skrive til oss.'],
  },
};

/** A status's time, as the case page shows it: «12. mars 2026 kl. 14:05», Norwegian time. */
export function statusTime(iso: string): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', day: 'numeric', month: 'long', year: 'numeric' }).format(at);
  const time = new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return `${day} kl. ${time.replace('.', ':')}`;
}

/** An inspection day: «torsdag 3. desember 2026». */
export const inspectionDay = (date: string) =>
  new Intl.DateTimeFormat('nb-NO', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));

/** The «Hva skjer nå?» text with the inspection day in place. */
export const nextText = (guidance: StatusGuidance, inspectionDate: string | undefined) =>
  guidance.next.replace('{date}', inspectionDate ? inspectionDay(inspectionDate) : 'på avtalt dag');
