import { useId, useState } from 'react';
import { CONTACT } from '../../../domain/brand';
import { CONTACT_HEADING, CONTACT_LEAD } from '../../../domain/pageHeadings';
import { ChevronIcon } from '../../components/icons';
import { card, lead, page } from '../../styles/ui.css';
import * as css from './contact.css';

export const FAQ: { question: string; answer: string }[] = [
  {
    question: 'Hvor raskt får jeg svar?',
    answer:
      'Vi svarer innen neste virkedag, både når du sender oss en e-post og når du har meldt en skade. Haster det, kan du ringe oss i åpningstiden.',
  },
  {
    question: 'Hvor stor er egenandelen?',
    answer:
      'Egenandelen er 2000 kroner for skadedyrbekjempelse og for bygningsskader som dekkes av forsikringen, med mindre noe annet står i forsikringsavtalen din.',
  },
  {
    question: 'Kan jeg reparere skaden selv?',
    answer:
      'Ja. Ved bygningsskader som dekkes av forsikringen, kan du få oppgjøret utbetalt kontant og utbedre skaden selv. Vi anbefaler likevel at du bruker fagfolk, slik at skaden blir riktig utbedret og ikke kommer tilbake.',
  },
];

function FaqItem({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className={css.faqItem}>
      <h3 className={css.faqHeading}>
        <button
          type="button"
          className={css.faqButton}
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          id={`${id}-question`}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{question}</span>
          <span className={css.chevron}>
            <ChevronIcon />
          </span>
        </button>
      </h3>
      <div id={`${id}-answer`} role="region" aria-labelledby={`${id}-question`} className={css.faqAnswer} hidden={!open}>
        <p>{answer}</p>
      </div>
    </li>
  );
}

/** /kontakt/ (SPEC §2 Contact page). */
export function ContactPage() {
  return (
    <div className={page}>
      <h1>{CONTACT_HEADING}</h1>
      <p className={lead}>{CONTACT_LEAD}</p>
      <div className={css.channels}>
        <section className={card} aria-labelledby="kontakt-telefon">
          <h2 id="kontakt-telefon" className={css.channelTitle}>
            Ring oss
          </h2>
          <p className={css.big}>
            <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
          </p>
          <p>Åpningstider: {CONTACT.openingHours}</p>
        </section>
        <section className={card} aria-labelledby="kontakt-epost">
          <h2 id="kontakt-epost" className={css.channelTitle}>
            Send oss en e-post
          </h2>
          <p className={css.big}>
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </p>
          <p>Vi svarer innen neste virkedag.</p>
        </section>
        <section className={card} aria-labelledby="kontakt-adresse">
          <h2 id="kontakt-adresse" className={css.channelTitle}>
            Besøksadresse
          </h2>
          <address className={css.address}>
            {CONTACT.streetAddress}
            <br />
            {CONTACT.postalAddress}
          </address>
        </section>
      </div>
      <section aria-labelledby="faq-title">
        <h2 id="faq-title">Ofte stilte spørsmål</h2>
        <ul className={css.faqList}>
          {FAQ.map((item) => (
            <FaqItem key={item.question} {...item} />
          ))}
        </ul>
      </section>
    </div>
  );
}
