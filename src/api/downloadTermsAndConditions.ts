import { getBlob, saveBlob } from './http';

/** The address of the terms file, for a plain download link (the server names it by termsandConditionName). */
export function termsAndConditionsUrl(productId: string): string {
  return `/api/downloadTermsAndConditions/${encodeURIComponent(productId)}`;
}

/** GET /api/downloadTermsAndConditions/{productId}: the terms file. */
export function getTermsAndConditions(productId: string): Promise<Blob> {
  return getBlob(`api/downloadTermsAndConditions/${encodeURIComponent(productId)}`);
}

/** Downloads the terms and saves them under `termsandConditionName` (SPEC §7). */
export async function downloadTermsAndConditions(productId: string, termsandConditionName: string): Promise<void> {
  const blob = await getTermsAndConditions(productId);
  const name = termsandConditionName || 'vilkaar';
  saveBlob(blob, /\.[a-z0-9]{2,5}$/i.test(name) ? name : `${name}.pdf`);
}
