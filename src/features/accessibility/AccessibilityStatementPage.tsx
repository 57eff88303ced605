import { CONTACT, PRODUCT_NAME } from '../../../domain/brand';
import { ACCESSIBILITY_HEADING, ACCESSIBILITY_LEAD } from '../../../domain/pageHeadings';
import { card, lead, page } from '../../styles/ui.css';
import * as css from './accessibility.css';

/**
 * When the checks below last ran in full (axe at three widths, the keyboard-only runs, Lighthouse): moved
 * forward when a release has passed them, so the statement never claims a test that was not made.
 */
export const LAST_TESTED = '2026-11-26';
const UUTILSYNET = 'https://www.uutilsynet.no/';

const longDate = (iso: string) => new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

/** /tilgjengelighet: the accessibility statement (likestillings- og diskrimineringsloven, WCAG 2.1 AA), linked from every footer. */
export function AccessibilityStatementPage() {
  return (
    <div className={page}>
      <h1>{ACCESSIBILITY_HEADING}</h1>
      <p className={lead}>{ACCESSIBILITY_LEAD}</p>
      <div className={css.sections}>
        <section className={card} aria-labelledby="tilgjengelighet-standard">
          <h2 id="tilgjengelighet-standard">Standarden vi følger</h2>
          <p>
            Min side hos {PRODUCT_NAME} skal oppfylle WCAG 2.1 på nivå AA. Det er kravet i forskrift om universell utforming av
            informasjons- og kommunikasjonsteknologiske (IKT-)løsninger.
          </p>
        </section>
        <section className={card} aria-labelledby="tilgjengelighet-test">
          <h2 id="tilgjengelighet-test">Slik tester vi</h2>
          <ul className={css.list}>
            <li>Alle sidene testes automatisk med verktøyet axe i tre skjermbredder: mobil (375 piksler), nettbrett (800) og PC (1280).</li>
            <li>Begge skjemaene, «Meld skade» og «Kjøp forsikring», fylles ut fra start til slutt med bare tastatur.</li>
            <li>Sidene måles med Lighthouse for tilgjengelighet, ytelse og god praksis.</li>
          </ul>
          <p>
            Sist testet: <time dateTime={LAST_TESTED}>{longDate(LAST_TESTED)}</time>.
          </p>
        </section>
        <section className={card} aria-labelledby="tilgjengelighet-avvik">
          <h2 id="tilgjengelighet-avvik">Kjente avvik</h2>
          <p>Ingen kjente avvik.</p>
        </section>
        <section className={card} aria-labelledby="tilgjengelighet-meld">
          <h2 id="tilgjengelighet-meld">Si fra om noe ikke virker</h2>
          <p>
            Får du ikke brukt en side, eller er noe vanskelig å lese eller nå med tastatur eller skjermleser? Skriv til oss på{' '}
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> eller ring <a href={CONTACT.phoneHref}>{CONTACT.phone}</a> (
            {CONTACT.openingHours.toLowerCase()}). Fortell hvilken side det gjelder og hva som ikke virket. Vi svarer innen neste
            virkedag.
          </p>
        </section>
        <section className={card} aria-labelledby="tilgjengelighet-klage">
          <h2 id="tilgjengelighet-klage">Klage</h2>
          <p>
            Får du ikke svar, eller er du ikke fornøyd med svaret, kan du klage til Tilsynet for universell utforming av ikt
            (Uutilsynet) på <a href={UUTILSYNET}>uutilsynet.no</a>.
          </p>
        </section>
      </div>
    </div>
  );
}
