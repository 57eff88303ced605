import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { ChevronIcon, ProfileIcon } from '../icons';
import { ShellLink } from './ShellLink';
import * as css from './shell.css';

/** The logout dialog (and the modal under it) is loaded when the menu opens: Logg ut is then one click away. */
const loadLogoutDialog = () => import('./LogoutDialog');
const LogoutDialog = lazy(() => loadLogoutDialog().then((m) => ({ default: m.LogoutDialog })));

/** Profile icon button opening a small menu: Min profil (→ /profil) and Logg ut (opens the logout dialog). */
export function ProfileMenu({ onLogout }: { onLogout?: () => void }) {
  const [open, setOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

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
          <LogoutDialog open onClose={() => setLogoutOpen(false)} onConfirm={onLogout} />
        </Suspense>
      ) : null}
    </div>
  );
}
