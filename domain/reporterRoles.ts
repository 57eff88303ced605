import { REPORTED_BY_TYPE } from './codes';

/**
 * The rolle step's hint on who may report (SPEC §2 Rolle, "Hints"), for the reporter type chosen. The step shows it
 * under its heading, and the static shell paints it there before the app has loaded (server/pageHints.ts).
 */
export const ROLE_HINTS = {
  private:
    'Forsikringstaker, ektefelle, samboer og barn som bor på adressen, kan melde skaden selv. Familiemedlem, verge, leietaker og andre må ha fullmakt fra eieren. Verge må i tillegg ha vergeattest.',
  organization:
    'Bare styreleder, styremedlem, vaktmester og driftsleder kan melde skade for boligselskapet. Andre må ha fullmakt fra styreleder. Beboere, eiere og leietakere må ha fullmakt fra styreleder. Velger du Annet, trenger du fullmakt fra skadelidte og styreleder.',
} as const;

/** The hint for a draft's reporter type: a draft without one is a private person's (the flow's default). */
export const roleHint = (reportedByType: number | null | undefined): string =>
  reportedByType === REPORTED_BY_TYPE.organization ? ROLE_HINTS.organization : ROLE_HINTS.private;
