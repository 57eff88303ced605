import { CONTACT, PRODUCT_NAME } from '../../../domain/brand';
import type { Agent } from '../../../domain/agents';
import { Suspense, lazy } from 'react';
import { agentLogoSize } from '../agentLogos/agentLogoSize';
import { NavItemIcon } from '../icons';
import { Logo } from '../Logo';
import { NavEntry } from './Header';
import { ShellLink } from './ShellLink';
import { NAV_ITEMS } from './paths';
import * as css from './shell.css';

export interface FooterProps {
  pathname: string;
  loggedIn: boolean;
  mobile: boolean;
  agent: Agent | undefined;
}

/** The partners' drawn logos load only for a visit with ?agent= (a box of the logo's size holds its place). */
const AgentLogo = lazy(() => import('../agentLogos/AgentLogo').then((m) => ({ default: m.AgentLogo })));

function AgentBox({ agent }: { agent: Agent }) {
  const { width, height } = agentLogoSize(agent);
  return (
    <p className={css.agentBox}>
      <span>I samarbeid med</span>
      <Suspense fallback={<span style={{ display: 'inline-block', width, height }} />}>
        <AgentLogo agent={agent} />
      </Suspense>
    </p>
  );
}

/** The accessibility statement, linked from the footer of every page (a customer's right to find it). */
function StatementLink({ pathname }: { pathname: string }) {
  return (
    <ShellLink to="/tilgjengelighet" current={pathname.startsWith('/tilgjengelighet')}>
      Tilgjengelighetserklæring
    </ShellLink>
  );
}

export function Footer({ pathname, loggedIn, mobile, agent }: FooterProps) {
  if (mobile && loggedIn) {
    // Mobile, logged in: the four nav items with icons as a bottom bar.
    return (
      <footer>
        <p className={css.footerStatement}>
          <StatementLink pathname={pathname} />
        </p>
        <nav className={css.bottomNav} aria-label="Hovedmeny">
          <ul className={css.bottomNavList}>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavEntry item={item} pathname={pathname} className={css.bottomNavLink}>
                  <NavItemIcon icon={item.icon} />
                  <span>{item.label}</span>
                </NavEntry>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    );
  }
  if (mobile) {
    // Mobile, anonymous: the logo and the agent logo.
    return (
      <footer className={css.footer}>
        <div className={css.footerInner}>
          <Logo title={PRODUCT_NAME} size={28} />
          <StatementLink pathname={pathname} />
          {agent ? <AgentBox agent={agent} /> : null}
        </div>
      </footer>
    );
  }
  return (
    <footer className={css.footer}>
      <div className={css.footerInner}>
        <Logo title={PRODUCT_NAME} size={28} />
        <p className={css.footerContact}>
          <span>
            Telefon <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
          </span>
          <span>{CONTACT.openingHours}</span>
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          <StatementLink pathname={pathname} />
        </p>
        {agent ? <AgentBox agent={agent} /> : null}
      </div>
    </footer>
  );
}
