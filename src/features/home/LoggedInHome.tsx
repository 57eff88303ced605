import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { homeModalsMayShow } from '../../../machines/homeModals.gate';
import { HOME_LEAD, homeGreeting } from '../../../domain/pageHeadings';
import type { User } from '../../../domain/types';
import { ArrowIcon, NavItemIcon } from '../../components/icons';
import { lead, page } from '../../styles/ui.css';
import { CONSENTED_KEY, DRAFT_REMINDER_DISMISSED_KEY, readFlag } from './effects';
import * as css from './home.css';

/** The dialogs, their machines and xstate load only for a user they may be shown to (homeModalsMayShow). */
const HomeModals = lazy(() => import('./HomeModals').then((m) => ({ default: m.HomeModals })));

/**
 * Decided once, on mount, from what the machine starts from (as HomeModals reads its input once): the optimistic
 * consent update must not unmount a dialog that is still saving.
 */
function MaybeHomeModals({ user }: { user: User }) {
  const [mayShow] = useState(() =>
    homeModalsMayShow({
      consentToFurtherInformation: user.consentToFurtherInformation,
      alreadyConsented: readFlag(CONSENTED_KEY),
      alreadyDismissed: readFlag(DRAFT_REMINDER_DISMISSED_KEY),
    }),
  );
  if (!mayShow) return null;
  return (
    <Suspense fallback={null}>
      <HomeModals user={user} />
    </Suspense>
  );
}

const CARDS: { to: LinkProps['to']; title: string; description: string; icon: ReactNode }[] = [
  {
    to: '/meld-skade/skademelding',
    title: 'Meld skade',
    description: 'Har du oppdaget råte, sopp eller skadedyr? Meld fra her.',
    icon: <NavItemIcon icon="report" />,
  },
  {
    to: '/skadesaker',
    title: 'Se mine skadesaker',
    description: 'Følg sakene dine og fortsett på utkast.',
    icon: <NavItemIcon icon="cases" />,
  },
  {
    to: '/forsikringer',
    title: 'Vis mine forsikringer',
    description: 'Se hva du er forsikret for, og last ned vilkår.',
    icon: <NavItemIcon icon="insurances" />,
  },
  {
    to: '/kjop-forsikring',
    title: 'Kjøp forsikring',
    description: 'Sikre boligen din mot råte og skadedyr.',
    icon: (
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
        <path d="M12 5v14M5 12h14" />
      </svg>
    ),
  },
];

/** The logged-in home page: welcome, intro and four link cards, plus the consent and draft reminder modals. */
export function LoggedInHome({ user }: { user: User }) {
  return (
    <div className={page}>
      <h1>{homeGreeting(user.fullName)}</h1>
      <p className={lead}>{HOME_LEAD}</p>
      <nav aria-label="Snarveier">
        <ul className={css.cards}>
          {CARDS.map((card) => (
            <li key={card.title}>
              <Link to={card.to} className={css.linkCard}>
                <span className={css.cardIcon}>{card.icon}</span>
                <span className={css.cardText}>
                  <span className={css.cardTitle}>{card.title}</span>
                  <span className={css.cardDescription}>{card.description}</span>
                </span>
                <ArrowIcon />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <MaybeHomeModals user={user} />
    </div>
  );
}
