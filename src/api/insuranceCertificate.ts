/** GET /api/getInsuranceCertificate?agreementId={id} is opened by browser navigation (SPEC §7). */
export function insuranceCertificateUrl(agreementId: string): string {
  return `/api/getInsuranceCertificate?agreementId=${encodeURIComponent(agreementId)}`;
}
