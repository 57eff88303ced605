import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { HOME_LEAD, homeGreeting } from '../../../domain/pageHeadings';
import type { User } from '../../../domain/types';
import { ArrowIcon, NavItemIcon } from '../../components/icons';
import { cardIcon, lead, page } from '../../styles/ui.css';
import { HomeDialogs } from './HomeDialogs';
import * as css from './home.css';

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
                <span className={cardIcon}>{card.icon}</span>
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
      <HomeDialogs user={user} />
    </div>
  );
}
