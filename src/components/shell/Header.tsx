import { useRouterState } from '@tanstack/react-router';
import { HomeIcon } from '../icons';
import { Logo } from '../Logo';
import { PRODUCT_NAME } from '../../../domain/brand';
import { NAV_ITEMS, isCurrentSection, isDamageReportPath, stepCountForPath, stepForPath, titleForPath, type NavItem } from './paths';
import { ProfileMenu } from './ProfileMenu';
import { ShellLink } from './ShellLink';
import * as css from './shell.css';
import { visuallyHidden } from '../../styles/ui.css';

export interface HeaderProps {
  pathname: string;
  loggedIn: boolean;
  mobile: boolean;
}

/** A nav entry: a link, or (Meld skade inside the damage flow) a disabled, non-link item. */
export function NavEntry({ item, pathname, className, children }: { item: NavItem; pathname: string; className: string; children: React.ReactNode }) {
  if (item.section === 'meld-skade' && isDamageReportPath(pathname)) {
    return (
      <span aria-disabled="true" className={className}>
        {children}
      </span>
    );
  }
  return (
    <ShellLink to={item.to} className={className} current={isCurrentSection(pathname, item)}>
      {children}
    </ShellLink>
  );
}

function HomeLogo({ compactBelowDesktop = false }: { compactBelowDesktop?: boolean }) {
  if (!compactBelowDesktop) {
    return (
      <ShellLink to="/" className={css.logoLink} ariaLabel={`${PRODUCT_NAME} – til forsiden`}>
        <Logo />
      </ShellLink>
    );
  }
  return (
    <ShellLink to="/" className={css.logoLink} ariaLabel={`${PRODUCT_NAME} – til forsiden`}>
      <span className={css.logoFull}>
        <Logo />
      </span>
      <span className={css.logoCompact}>
        <Logo compact />
      </span>
    </ShellLink>
  );
}

export function Header({ pathname, loggedIn, mobile }: HeaderProps) {
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  if (!loggedIn) {
    // Anonymous users see only the logo.
    return (
      <header className={css.header}>
        <div className={css.headerInner}>
          <HomeLogo />
        </div>
      </header>
    );
  }
  if (mobile) {
    // The purchase wizard's step is in ?steg=.
    const step = stepForPath(pathname, search);
    return (
      <header className={css.header}>
        <div className={css.headerInner}>
          <ShellLink to="/" className={css.iconButton} ariaLabel="Hjem">
            <HomeIcon />
          </ShellLink>
          <p className={css.mobileTitle}>{titleForPath(pathname)}</p>
          {step !== null ? (
            <span className={css.stepIndicator}>
              <span className={visuallyHidden}>{`Steg ${step} av ${stepCountForPath(pathname)}`}</span>
              <span aria-hidden="true">
                {step}/{stepCountForPath(pathname)}
              </span>
            </span>
          ) : null}
          <ProfileMenu />
        </div>
      </header>
    );
  }
  return (
    <header className={css.header}>
      <div className={css.headerInner}>
        <HomeLogo compactBelowDesktop />
        <nav className={css.nav} aria-label="Hovedmeny">
          <ul className={css.navList}>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavEntry item={item} pathname={pathname} className={css.navLink}>
                  {item.label}
                </NavEntry>
              </li>
            ))}
          </ul>
        </nav>
        <ProfileMenu />
      </div>
    </header>
  );
}
