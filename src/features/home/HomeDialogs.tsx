import { Suspense, lazy, use, useState } from 'react';
import type { User } from '../../../domain/types';
import { dueHomeDialogs, type DueHomeDialogs } from './homeDialogs';

/** Consent first, then the reminder: the homeModals machine with both dialogs. */
const HomeModals = lazy(() => import('./HomeModals').then((m) => ({ default: m.HomeModals })));
/** The draft reminder alone: its machine and dialog only. */
const DraftReminderDialog = lazy(() => import('./DraftReminderModal').then((m) => ({ default: m.DraftReminderDialog })));

function DueDialog({ due }: { due: Promise<DueHomeDialogs | undefined> }) {
  const dialogs = use(due);
  if (!dialogs) return null;
  if (dialogs.first === 'consent') return <HomeModals input={dialogs.input} />;
  return <DraftReminderDialog input={dialogs.input} />;
}

/**
 * The logged-in home page's dialogs: loads the code of the one that is due, and nothing when none is
 * (dueHomeDialogs). Asked once, on mount, as the machines read their input once: the optimistic consent update
 * must not unmount a dialog that is still saving.
 */
export function HomeDialogs({ user }: { user: User }) {
  const [due] = useState(() => dueHomeDialogs(user));
  return (
    <Suspense fallback={null}>
      <DueDialog due={due} />
    </Suspense>
  );
}
