/**
 * The e-ID login's stand-in in the explorer (ui/ScreenPanel.tsx): its two buttons' words, and the login as a move in
 * «Det maskinen tar imot her» (the browser's Back there is the machine's own move). Where the wizard opens after the
 * login is read from the wizard's own rule (machines/purchase/steps.ts openingStepWhen).
 */
import { purchaseSteps } from '../../domain/purchaseSteps';
import { openingStepWhen } from '../../machines/purchase/steps';
import type { Move } from './moves';

export const EID_LOGIN = 'Logg inn med BankID og kom tilbake';
export const EID_BACK = 'Tilbake i nettleseren (uten å logge inn)';

/** The step the wizard opens at, back from the login with the form kept in the tab and every step answered. */
const resumed = purchaseSteps.info(openingStepWhen({ requested: null, resume: true, hadStoredForm: true, isComplete: () => true, loggedIn: true }));

/** The login, pressed from the moves panel as on the e-ID page. */
export const eidLoginMove = (act: () => void): Move => ({
  group: 'kunden',
  what: EID_LOGIN,
  now: `Kunden er logget inn, og veiviseren åpner med skjemaet som var lagret i fanen, på steg ${resumed.number}, «${resumed.heading}».`,
  act,
});
