import { PRODUCT_NAME } from './brand';

/** Partner insurers by `?agent=` key (SPEC §3). Logos are drawn in src/components/agentLogos. */
export interface Agent {
  key: string;
  name: string;
  longName: string;
}

export const AGENTS: readonly Agent[] = [
  { key: 'aspida', name: 'Aspida', longName: 'Aspida Forsikring' },
  { key: 'byggmester', name: 'Byggmester', longName: 'Byggmesterforsikring' },
  { key: 'eika', name: 'Fremtind', longName: 'Fremtind Forsikring (Eika)' },
  { key: 'fremtind', name: 'Fremtind', longName: 'Fremtind Forsikring' },
  { key: 'frende', name: 'Frende', longName: 'Frende Forsikring' },
  { key: 'gjensidige', name: 'Gjensidige', longName: 'Gjensidige Forsikring' },
  { key: 'if', name: 'If', longName: 'If Skadeforsikring' },
  { key: 'jbf', name: 'JBF', longName: 'Jernbanepersonalets Bank og Forsikring' },
  { key: 'klp', name: 'KLP', longName: 'KLP Skadeforsikring' },
  { key: 'knif', name: 'KNIF', longName: 'KNIF Trygghet Forsikring' },
  { key: 'landkreditt', name: 'Landkreditt', longName: 'Landkreditt Forsikring' },
  { key: 'protector', name: 'Protector', longName: 'Protector Forsikring' },
  { key: 'sumit', name: 'Sumit', longName: 'Sumit Forsikring' },
  { key: 'tryg', name: 'Tryg', longName: 'Tryg Forsikring' },
  { key: 'tt', name: 'Troms Trygd', longName: 'Tromstrygd Forsikring' },
  { key: 'vardia', name: 'Vardia', longName: 'Vardia Forsikring' },
  { key: 'varnr', name: 'Vår Nordre Romerike', longName: 'Vår Nordre Romerike Forsikring' },
  { key: 'varhad', name: 'Vår Hadeland', longName: 'Vår Hadeland Forsikring' },
  { key: 'varork', name: 'Vår Orkla', longName: 'Vår Orkla Forsikring' },
  { key: PRODUCT_NAME.toLowerCase(), name: PRODUCT_NAME, longName: `${PRODUCT_NAME} Forsikring` },
  { key: 'watercircles', name: 'Watercircles', longName: 'Watercircles Forsikring' },
];

export function findAgent(key: string | undefined | null): Agent | undefined {
  if (!key) return undefined;
  const k = key.toLowerCase();
  return AGENTS.find((a) => a.key === k);
}

/** Agents whose check result shows the terms link and price (SPEC §9). */
export const AGENTS_WITH_TERMS_AND_PRICE = [PRODUCT_NAME, 'Norsk Hussopp Forsikring'] as const;
