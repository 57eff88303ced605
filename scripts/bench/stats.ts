/** Small pure helpers of the bench's figures. */

/** The median of the values (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** This tree's figure over the reference's, e.g. "1.02×"; "–" when either is missing or the reference is 0. */
export function ratio(reference: number | null, current: number | null, digits = 2): string {
  if (reference === null || current === null || !Number.isFinite(reference) || !Number.isFinite(current)) return '–';
  if (reference === 0) return current === 0 ? `${(1).toFixed(digits)}×` : '–';
  return `${(current / reference).toFixed(digits)}×`;
}
