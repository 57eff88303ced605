import { AGREEMENT_NOT_FOUND } from '../../../domain/insuranceSelectors';
import { errorText } from '../../styles/ui.css';
import { AGREEMENT_FAILED } from './texts';

/**
 * Why an agreement's page shows no agreement: the server knows none by that id for this customer (404: unknown, or
 * another customer's), or it could not be loaded (SPEC §2's text, which asks for a reload).
 */
export function AgreementFailure({ notFound }: { notFound: boolean }) {
  return (
    <p role="alert" className={errorText}>
      {notFound ? AGREEMENT_NOT_FOUND : AGREEMENT_FAILED}
    </p>
  );
}
