import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { afterPageIdle } from '../../lib/afterPageIdle';
import { loadLoggedOutPage } from '../../lib/loggedOutPage';
import { ChevronIcon, ProfileIcon } from '../icons';
import { ShellLink } from './ShellLink';
import * as css from './shell.css';

/**
 * The logout dialog (its machine, and the wipe of the device) is loaded once the page is idle after its load (not
 * with the first load's code), again when the network is back if that failed, and at the latest when the menu
 * opens: a customer who has lost the network can still log out. The service worker precaches it too. The page the
 * logout leads to is loaded with it (src/lib/loggedOutPage.ts).
 */
const loadLogoutDialog = () => import('./LogoutDialog');
const LogoutDialog = lazy(() => loadLogoutDialog().then((m) => ({ default: m.LogoutDialog })));

/** Loads the dialog's code; when that fails (no network), again when the network is back. */
const loadLogout = () =>
  void loadLogoutDialog().catch(() => window.addEventListener('online', () => void loadLogoutDialog().catch(() => {}), { once: true }));

/** Profile icon button opening a small menu: Min profil (→ /profil) and Logg ut (opens the logout dialog). */
export function ProfileMenu() {
  const [open, setOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeLogout = useCallback(() => setLogoutOpen(false), []);

  useEffect(
    () =>
      afterPageIdle(() => {
        loadLoggedOutPage();
        loadLogout();
      }),
    [],
  );

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent | MouseEvent) => {
      if (wrapRef.current && !wrapRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={css.menuWrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className={css.iconButton}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Profilmeny"
        onClick={() => {
          if (!open) void loadLogoutDialog();
          setOpen((o) => !o);
        }}
      >
        <ProfileIcon />
        <ChevronIcon />
      </button>
      {open ? (
      <ul id={menuId} className={css.menu}>
        <li>
          <ShellLink to="/profil" className={css.menuItem} onNavigate={() => setOpen(false)}>
            Min profil
          </ShellLink>
        </li>
        <li>
          <button
            type="button"
            className={css.menuItem}
            onClick={() => {
              setOpen(false);
              // focus returns to the profile button when the dialog closes
              buttonRef.current?.focus();
              setLogoutOpen(true);
            }}
          >
            Logg ut
          </button>
        </li>
      </ul>
      ) : null}
      {logoutOpen ? (
        <Suspense fallback={null}>
          <LogoutDialog onClose={closeLogout} />
        </Suspense>
      ) : null}
    </div>
  );
}
