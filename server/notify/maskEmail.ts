/** A recipient as the logs and the operator's lists show it: masked, as log.ts keeps personal data out of the logs. */

/** `kari.nordmann@example.no` → `k***@e***.no`: enough to tell two apart in a log, not enough to write to. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${[...address][0]}***@${[...domain][0] ?? ''}***${tld}`;
}
