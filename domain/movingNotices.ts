import { CONTACT } from './brand';

/**
 * Why MELD FLYTTING registered nothing (context `notice` of machines/moving.machine.ts); a refusal with the server's
 * own words shows those instead. Written once: the summary shows them (src/features/moving/texts.ts), and the
 * machine's words for the business drawings quote them in full.
 */
export const MOVING_NOTICES = {
  rejected: `Vi kunne ikke registrere flyttingen. Gå til forsikringen for å se hvordan den står, eller ring oss på ${CONTACT.phone}.`,
  noAnswer: 'Vi fikk ikke meldt flyttingen fordi vi ikke fikk svar. Sjekk nettet og trykk MELD FLYTTING igjen: flyttingen blir bare registrert én gang.',
} as const;
