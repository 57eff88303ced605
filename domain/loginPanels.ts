/**
 * The anonymous home page's login panels (SPEC §1): which one the query string asks for, and its texts. Shared by
 * the page (src/features/home/LoginPanel.tsx) and the server, which paints the panel's eyebrow and heading in the
 * static shell (server/pageHints.ts) so the page's largest text is there before the JavaScript runs.
 */
import { findAgent, type Agent } from './agents';
import { PRODUCT_NAME } from './brand';

export type LoginVariant =
  | { kind: 'agent'; agent: Agent }
  | { kind: 'partner' }
  | { kind: 'meldskade' }
  | { kind: 'kjop' }
  | { kind: 'default' };

export interface HomeSearch {
  agent?: string | undefined;
  partner?: true | undefined;
  meldskade?: true | undefined;
  kjop?: true | undefined;
}

/** Which login panel the anonymous home page shows (SPEC §1): agent, partner, meldskade, kjop or none. */
export function loginVariant(search: HomeSearch): LoginVariant {
  const agent = findAgent(search.agent);
  if (agent) return { kind: 'agent', agent };
  if (search.partner) return { kind: 'partner' };
  if (search.meldskade) return { kind: 'meldskade' };
  if (search.kjop) return { kind: 'kjop' };
  return { kind: 'default' };
}

export interface LoginPanelTexts {
  eyebrow: string;
  title: string;
  body: string[];
}

export function loginPanelTexts(variant: LoginVariant): LoginPanelTexts {
  switch (variant.kind) {
    case 'agent':
      return {
        eyebrow: `Kunde hos ${variant.agent.name}`,
        title: `Velkommen, kunde hos ${variant.agent.name}`,
        body: [
          `${variant.agent.longName} samarbeider med oss om råte og skadedyr. Det betyr at det er vi i ${PRODUCT_NAME} som behandler skader etter råte, sopp og skadedyr for deg som er forsikret hos ${variant.agent.name}.`,
          'Logg inn for å melde skade, følge sakene dine og se forsikringene dine.',
        ],
      };
    case 'partner':
      return {
        eyebrow: 'For partnerkunder',
        title: 'Velkommen, partnerkunde',
        body: [
          `Er du forsikret hos en av våre samarbeidspartnere, er det ${PRODUCT_NAME} som behandler skader etter råte, sopp og skadedyr.`,
          'Logg inn for å melde skade og følge saken din.',
        ],
      };
    case 'meldskade':
      return {
        eyebrow: 'Meld skade',
        title: 'Har du oppdaget råte, sopp eller skadedyr?',
        body: [
          'Logg inn for å melde skaden. Du kan laste opp bilder og lagre underveis, og fortsette senere der du slapp.',
          'Vi tar normalt kontakt innen neste virkedag.',
        ],
      };
    case 'kjop':
      return {
        eyebrow: 'Kjøp forsikring',
        title: 'Sikre boligen mot råte og skadedyr',
        body: ['Logg inn for å kjøpe Råte- og skadedyrforsikring. Etter innloggingen kommer du rett til bestillingen.'],
      };
    case 'default':
      return {
        eyebrow: 'Min side',
        title: 'Alt om din forsikring på ett sted',
        body: ['Logg inn for å melde skade, følge sakene dine, se forsikringene dine og kjøpe forsikring.'],
      };
  }
}
