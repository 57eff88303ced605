/** The damage report's machine as the app runs it (the host's `useMachine`); the views import no API call (docs/architecture.md, «Views only render»). */
import { useRouter } from '@tanstack/react-router';
import { refreshUser } from '../../api/getUser';
import { createAppDamageReportMachine } from './actors';

/** The app's machine: TILBAKE on the first step is a move out of the flow, so the leave dialog asks first. */
export function useAppDamageReportMachine() {
  const router = useRouter();
  return () =>
    createAppDamageReportMachine({
      leaveFlow: () => void router.navigate({ to: '/' }),
      userUpdated: () => void refreshUser().catch(() => {}),
    });
}

