/**
 * The kit's page for an agreement that could not be loaded for another reason than a 404 (no answer, a server error),
 * in a flow that opens on one (machines/flowKit/agreementOpening.ts `loadError`): it is not said to be missing; PRØV
 * IGJEN loads it again, or the customer goes to the insurances. Its heading takes focus, also when PRØV IGJEN fails
 * again at once (`shows`: the flow is on the page). The flow gives its words and its PRØV IGJEN.
 */
import { INSURANCES_PATH } from '../../../domain/paths';
import { AppLink } from '../AppLink';
import * as formCss from '../form/form.css';
import { button } from '../../styles/ui.css';
import { useHeadingFocus } from './focus';

export interface AgreementLoadErrorTexts {
  loadError: string;
  loadErrorText: string;
  retry: string;
  toInsurances: string;
}

export function AgreementLoadError({ id, shows, texts, onRetry }: { id: string; shows: boolean; texts: AgreementLoadErrorTexts; onRetry: () => void }) {
  const headingRef = useHeadingFocus({ shows });
  return (
    <section className={formCss.statusPage} aria-labelledby={id}>
      <h1 id={id} ref={headingRef} tabIndex={-1} className={formCss.heading}>
        {texts.loadError}
      </h1>
      <p>{texts.loadErrorText}</p>
      <button type="button" className={button.primary} onClick={onRetry}>
        {texts.retry}
      </button>
      <AppLink href={INSURANCES_PATH} className={button.secondary}>
        {texts.toInsurances}
      </AppLink>
    </section>
  );
}
