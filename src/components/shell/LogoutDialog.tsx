import { useRef } from 'react';
import { Modal } from '../Modal';
import { LOGOUT_URL, goToUrl } from '../../api/auth';
import { button } from '../../styles/ui.css';

/** Logging out leaves none of the customer's damage-report drafts on the device, then goes to /.auth/logout. */
async function logOut() {
  try {
    await (await import('../../features/damageReport/deviceCopy')).forgetAllDrafts();
  } finally {
    goToUrl(LOGOUT_URL);
  }
}

/** 'Vil du logge ut?' — LOGG UT is a full page navigation to /.auth/logout. */
export function LogoutDialog({
  open,
  onClose,
  onConfirm = () => void logOut(),
}: {
  open: boolean;
  onClose: () => void;
  onConfirm?: () => void;
}) {
  const backRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Vil du logge ut?"
      initialFocus={backRef}
      actions={
        <>
          <button ref={backRef} type="button" className={button.secondary} onClick={onClose}>
            TILBAKE
          </button>
          <button type="button" className={button.primary} onClick={onConfirm}>
            LOGG UT
          </button>
        </>
      }
    >
      {null}
    </Modal>
  );
}
