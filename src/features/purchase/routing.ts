/** The purchase wizard's input from the URL it was opened at (its pages in the URL: ./PurchaseFlow.tsx `purchaseFlow.routing`). */
import { purchaseContextOf } from '../../../domain/purchaseContext';
import type { PurchaseForm } from '../../../domain/purchaseForm';
import { purchaseDeclaration } from '../../../domain/purchaseSteps';
import type { PurchaseInput } from '../../../machines/purchase/types';
import type { FlowLocation } from '../../routing/flowRoutes';
import { pageAtLocation } from '../../routing/stepRouting';

/** The machine's input from the URL the customer opened and the form kept in session storage. */
export function inputAt(location: FlowLocation, storedForm: PurchaseForm | null): PurchaseInput {
  const kontekst = location.search.kontekst;
  return {
    requestedPage: pageAtLocation(purchaseDeclaration, location),
    resume: location.search.resume === true,
    context: typeof kontekst === 'string' ? purchaseContextOf(kontekst) : null,
    storedForm,
  };
}
