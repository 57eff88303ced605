import { LeaveDialog, type LeaveGuardActor } from '../../components/flow/LeaveGuard';
import { OFFLINE_TEXTS } from './offlineTexts';

export { useLeaveFlowGuard } from '../../components/flow/LeaveGuard';

export const LEAVE_DIALOG_TITLE = 'Vil du avslutte å melde skade nå?';

/**
 * The dialog 'Vil du avslutte å melde skade nå?' (SPEC §2 Layout) while the guard holds a move. `unsent`: answers
 * wait on the device for the network, so the draft is not all saved; the dialog says so.
 */
export function LeaveFlowGuard({ guard, unsent = false }: { guard: LeaveGuardActor; unsent?: boolean }) {
  const text = unsent ? OFFLINE_TEXTS.leaveWithUnsent : 'Skademeldingen er lagret som utkast. Du kan fortsette senere under Se mine skadesaker.';
  return <LeaveDialog guard={guard} texts={{ title: LEAVE_DIALOG_TITLE, text, stay: 'TILBAKE', leave: 'AVSLUTT' }} />;
}
