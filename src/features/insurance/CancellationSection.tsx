import { useEffect, useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { agreementStatus, cancellationReasonLabel } from '../../../domain/cancellation';
import { formatAmount } from '../../../domain/insuranceFormat';
import { agentName } from '../../../domain/insuranceRules';
import { cancellationPath } from '../../../domain/paths';
import type { Agreement, AgreementCancellation } from '../../../domain/types';
import { cancellationConfirmationUrl } from '../../api/cancellationConfirmation';
import { isAgreementsKey } from '../../api/getAllAgreements';
import { knownUser } from '../../api/getUser';
import { withdrawCancellation } from '../../api/withdrawCancellation';
import { button, card, dt } from '../../styles/ui.css';
import { AppLink } from '../../components/AppLink';
import { DownloadIcon } from './icons';
import * as css from './insurance.css';
import {
  CANCEL_LINK,
  CONFIRMATION_LINK,
  WITHDRAW_BUTTON,
  WITHDRAW_FAILED,
  WITHDRAWING,
  WITHDRAWN,
  cancelWithAgentText,
  cancelledText,
  endedText,
} from './texts';

/** What the last ANGRE OPPSIGELSE came to; told where focus goes. */
type Outcome = 'withdrawn' | 'failed' | null;

function ConfirmationLink({ agreementId }: { agreementId: string }) {
  return (
    <a href={cancellationConfirmationUrl(agreementId)} download className={button.secondary}>
      <DownloadIcon />
      {CONFIRMATION_LINK}
    </a>
  );
}

function CancellationFacts({ cancellation }: { cancellation: AgreementCancellation }) {
  return (
    <dl className={css.cancellationFacts}>
      <div className={css.fact}>
        <dt className={dt}>ÅRSAK</dt>
        <dd className={css.factValue}>{cancellationReasonLabel(cancellation.reason)}</dd>
      </div>
      <div className={css.fact}>
        <dt className={dt}>TILBAKEBETALING</dt>
        <dd className={css.factValue}>{formatAmount(cancellation.refund)} kr</dd>
      </div>
    </dl>
  );
}

/**
 * The agreement page's block on cancelling (docs/cancellation.md): SI OPP FORSIKRING for a direct, active agreement,
 * where to cancel one bought through an agent; for a cancellation, its last day with cover, ANGRE OPPSIGELSE through
 * that day and the confirmation; for an ended agreement, its last day with cover. A withdrawal reads the agreements again; its outcome is said in
 * words where focus goes (an alert when it failed), never left silent.
 */
export function CancellationSection({ agreement, today }: { agreement: Agreement; today: string }) {
  const headingId = useId();
  const { mutate } = useSWRConfig();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const status = agreementStatus(agreement, today);
  const cancellation = agreement.cancellation ?? null;

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  async function withdraw() {
    setSending(true);
    setOutcome(null);
    let withdrawn = false;
    try {
      await withdrawCancellation(agreement.agreementId, (await knownUser())?.id);
      withdrawn = true;
    } catch (error) {
      console.error('Withdraw cancellation failed', error);
      setOutcome('failed');
    }
    // The list and this agreement are read again: the page shows the agreement as the server has it now.
    if (withdrawn) {
      await mutate(isAgreementsKey);
      setOutcome('withdrawn');
    }
    setSending(false);
  }

  const outcomeText =
    outcome === 'failed' ? (
      <p ref={outcomeRef} tabIndex={-1} role="alert" className={css.withdrawFailed}>
        {WITHDRAW_FAILED}
      </p>
    ) : outcome === 'withdrawn' ? (
      <p ref={outcomeRef} tabIndex={-1} role="status" className={css.withdrawnNotice}>
        {WITHDRAWN}
      </p>
    ) : null;

  return (
    <section className={`${card} ${css.block}`} aria-labelledby={headingId}>
      <h2 id={headingId}>Oppsigelse</h2>
      {status === 'active' ? (
        agreement.directAgreement ? (
          <>
            <p>Du kan si opp forsikringen her. Du velger hvorfor og fra hvilken dato.</p>
            <p className={css.cancellationActions}>
              <AppLink href={cancellationPath(agreement.agreementId)} className={button.secondary}>
                {CANCEL_LINK}
              </AppLink>
            </p>
          </>
        ) : (
          <p className={css.partnerNotice}>{cancelWithAgentText(agentName(agreement.agent) || 'forsikringsselskapet ditt')}</p>
        )
      ) : status === 'cancelled' && cancellation ? (
        <>
          <p>
            <strong>{cancelledText(cancellation.endDate)}.</strong> Har du ombestemt deg, kan du angre oppsigelsen til og med den
            dagen.
          </p>
          <CancellationFacts cancellation={cancellation} />
          <p className={css.cancellationActions}>
            <button type="button" className={button.primary} onClick={() => void withdraw()} disabled={sending}>
              {WITHDRAW_BUTTON}
            </button>
            <ConfirmationLink agreementId={agreement.agreementId} />
          </p>
          {sending ? <p role="status">{WITHDRAWING}</p> : null}
        </>
      ) : cancellation ? (
        <>
          <p>
            <strong>{endedText(cancellation.endDate)}.</strong>
          </p>
          <CancellationFacts cancellation={cancellation} />
          <p className={css.cancellationActions}>
            <ConfirmationLink agreementId={agreement.agreementId} />
          </p>
        </>
      ) : null}
      {outcomeText}
    </section>
  );
}
