/** The words of «Du blir snart logget ut» and «Du er logget ut» (issue 44, part D). */

export const SESSION_TIMEOUT_TEXTS = {
  warningTitle: 'Du blir snart logget ut',
  continue: 'FORTSETT',
  logOut: 'LOGG UT',
  extending: 'Fortsetter …',
  unreachable: 'Vi får ikke kontakt med Husvern nå, så vi vet ikke om du fortsatt er logget inn. Vi prøver igjen.',
  notExtended: 'Vi fikk ikke kontakt med Husvern, så du ble ikke værende logget inn. Sjekk nettet og trykk FORTSETT igjen.',
  endedTitle: 'Du er logget ut',
  drafts: 'Skademeldinger du har begynt på, er lagret som utkast. Du finner dem igjen når du logger inn.',
  logIn: 'LOGG INN IGJEN',
  close: 'LUKK',
} as const;

const unit = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** «1 minutt og 30 sekunder», «2 minutter», «45 sekunder», «1 sekund». */
export function durationText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return unit(rest, 'sekund', 'sekunder');
  if (rest === 0) return unit(minutes, 'minutt', 'minutter');
  return `${unit(minutes, 'minutt', 'minutter')} og ${unit(rest, 'sekund', 'sekunder')}`;
}

export const timeLeftText = (seconds: number) => `Du blir logget ut om ${durationText(seconds)} fordi du ikke har vært aktiv.`;

/** «Du ble logget ut fordi du ikke har vært aktiv på 20 minutter.» (without the time when it is not known) */
export const endedText = (idleSeconds: number) =>
  idleSeconds > 0 ? `Du ble logget ut fordi du ikke har vært aktiv på ${durationText(idleSeconds)}.` : 'Du ble logget ut fordi du ikke har vært aktiv på en stund.';

/** The moments a screen reader is told the time left: each whole minute, then at 30 and 10 seconds. */
const isAnnounced = (seconds: number) => seconds > 0 && (seconds % 60 === 0 || seconds === 30 || seconds === 10);

/**
 * What the live region says while the count runs: the time at the last moment announced (the next one above
 * the time left), so its text changes only at those moments and a screen reader is not told every second.
 */
export function announcedTimeLeft(seconds: number): string {
  let moment = Math.max(1, Math.ceil(seconds));
  while (!isAnnounced(moment)) moment++;
  return `Du blir logget ut om ${durationText(moment)}.`;
}
