/**
 * The logged-in home page on the customer's screen, with its dialogs as the portal shows them (the app's own
 * HomeModals with the real home modals machine, ../home.ts's stand-ins), once the analyst has asked for them
 * (./HomePanel.tsx); before that, the page outside the flows.
 */
import { useMemo } from 'react';
import { page } from '../../../src/styles/ui.css';
import { HomeModals } from '../../../src/features/home/HomeModals';
import { homeDialogsMachine, homeInput } from '../home';
import type { Explorer } from './explorer';

/** Rendered anew by the customer's screen whenever the explorer changes (./CustomerScreen.tsx). */
export function HomePage({ explorer }: { explorer: Explorer }) {
  const { home } = explorer;
  const machine = useMemo(
    () =>
      homeDialogsMachine(home.choices, {
        log: (text) => explorer.logHome(text),
        navigate: (to) => void explorer.router.navigate({ to }),
      }),
    [explorer, home.choices],
  );
  return (
    <div className={page}>
      <h1>Forsiden</h1>
      <p>Her ser kunden forsikringene og sakene sine. Utforskeren viser dialogene som kan komme først: samtykket, så påminnelsen om utkast.</p>
      <HomeModals key={home.shown} input={homeInput(home.choices)} machine={machine} />
    </div>
  );
}
