/** GET /api/getCancellationConfirmation?agreementId={id}: the PDF «Bekreftelse på oppsigelse», for a download link. */
export function cancellationConfirmationUrl(agreementId: string): string {
  return `/api/getCancellationConfirmation?agreementId=${encodeURIComponent(agreementId)}`;
}
