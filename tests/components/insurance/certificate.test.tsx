import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { CertificatePage, hasAgreementId } from '../../../src/features/insurance/CertificatePage';
import { CERTIFICATE_WAIT } from '../../../src/features/insurance/texts';
import { renderAt } from '../helpers';

describe('/insurance-certificate/', () => {
  it('says it is fetching and sends the browser to the certificate download, once', async () => {
    const navigate = vi.fn();
    renderAt('/insurance-certificate?agreementId=a-hus', () => <CertificatePage agreementId="a-hus" navigate={navigate} />);
    expect(await screen.findByRole('status')).toHaveTextContent(CERTIFICATE_WAIT);
    expect(screen.getByRole('heading', { level: 1, name: 'Forsikringsbevis' })).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/api/getInsuranceCertificate?agreementId=a-hus');
  });

  it.each([
    ['missing', undefined],
    ['the string null', 'null'],
    ['empty', ''],
  ])('does nothing when agreementId is %s', async (_label, agreementId) => {
    const navigate = vi.fn();
    renderAt('/insurance-certificate', () => <CertificatePage agreementId={agreementId} navigate={navigate} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Forsikringsbevis' })).toBeInTheDocument();
    expect(screen.queryByText(CERTIFICATE_WAIT)).toBeNull();
    expect(screen.getByRole('link', { name: 'Dine forsikringer' })).toHaveAttribute('href', '/forsikringer');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('hasAgreementId', () => {
    expect(hasAgreementId('abc')).toBe(true);
    expect(hasAgreementId('null')).toBe(false);
    expect(hasAgreementId(undefined)).toBe(false);
  });

  it('encodes the id in the download address', async () => {
    const navigate = vi.fn();
    renderAt('/insurance-certificate', () => <CertificatePage agreementId="a b&c" navigate={navigate} />);
    await screen.findByRole('status');
    expect(navigate).toHaveBeenCalledWith('/api/getInsuranceCertificate?agreementId=a%20b%26c');
  });
});
