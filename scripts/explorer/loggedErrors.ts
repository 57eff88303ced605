/**
 * The errors the app writes in its own log (the machines' `logError`, in English for the developers), as the
 * explorer's log says them to the analyst: in bokmål, one line each. `tests/scripts/businessWords.test.ts` finds
 * every message the flows' machines log and fails on one without its words here.
 */
export const LOGGED_ERRORS: Readonly<Record<string, string>> = {
  'Create case failed': 'utkastet kunne ikke opprettes',
  'Update case failed': 'tjeneren avviste utkastets endrede felt',
  'Failed to update user': 'tjeneren avviste telefon og e-post til profilen',
  'Refresh attachments failed': 'listen over vedlegg kunne ikke hentes på nytt',
  'No draft exists': 'det fantes ikke noe utkast å sende inn',
  'Submit case failed': 'skademeldingen ble ikke tatt imot',
  'Failed to load agreement': 'forsikringen kunne ikke hentes',
  'Cancel agreement refused': 'tjeneren avviste oppsigelsen',
  'Cancel agreement failed': 'oppsigelsen fikk ikke svar',
  'Failed to load user': 'hvem som er logget inn, og tilbudene, kunne ikke hentes',
  'Create buy insurance refused (409)': 'tjeneren avviste bestillingen: den var sendt før med andre svar, eller bygningen har forsikringen',
  'Create buy insurance refused': 'tjeneren avviste bestillingen',
  'Create buy insurance got no answer': 'bestillingen fikk ikke svar',
  'Report move refused': 'tjeneren avviste flyttemeldingen',
  'Report move got no answer': 'flyttemeldingen fikk ikke svar',
};

/** The explorer's log line for an error the app logs: what went wrong, in bokmål. */
export const loggedErrorLine = (message: string): string =>
  `Appen skriver i feilloggen sin: ${LOGGED_ERRORS[message] ?? 'en feil uten ord i utforskeren'}`;
