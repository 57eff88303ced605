/**
 * The logged-in home page's dialogs' business view (./businessView.ts): their buttons as the dialogs show them
 * (src/features/home/ConsentModal.tsx, DraftReminderModal.tsx), and the way out to the drafts. Drawn as the page's
 * dialogs, one at a time (scripts/diagrams/businessDialogs.ts).
 */
import type { BusinessView } from './businessView';

export const homeModalsBusinessView = {
  machineId: 'homeModals',
  title: 'Forsiden (innlogget)',
  buttons: { 'user.confirm': 'BEKREFT', 'user.dismiss': 'LUKK (eller Esc)', 'user.openDrafts': 'SE UTKAST' },
  gestures: { 'user.close': 'Esc, eller et klikk utenfor dialogen', 'user.toggleConsent': 'Kunden krysser av eller fjerner krysset' },
  exitActions: ['goToDrafts'],
  departures: [
    {
      at: 'consentModal.saving',
      nb: 'når samtykket ikke blir lagret, sier dialogen det til kunden, og feilen logges. Spesifikasjonen sier bare at feilen logges, men en feil kunden ikke får vite om, regner vi som en feil.',
    },
  ],
} satisfies BusinessView;
