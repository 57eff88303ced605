import { useEffect, useId, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { formatAmount } from '../../../domain/insuranceFormat';
import { cancellationBlockOf, type CancellationFacts as Facts } from '../../../domain/insuranceSelectors';
import { cancellationDeclaration } from '../../../domain/cancellationSteps';
import { flowHref } from '../../../domain/flowHref';
import type { Agreement } from '../../../domain/types';
import { cancellationConfirmationUrl } from '../../api/cancellationConfirmation';
import { inspect } from '../../lib/inspector';
import { button, card, dt } from '../../styles/ui.css';
import { AppLink } from '../../components/AppLink';
import { DownloadIcon } from './icons';
import * as css from './insurance.css';
import { CANCEL_LINK, CONFIRMATION_LINK, WITHDRAW_BUTTON, WITHDRAW_FAILED, WITHDRAWING, WITHDRAWN, cancelledText, endedText } from './texts';
import { useAppWithdrawalMachine } from './withdrawalEffects';

function ConfirmationLink({ agreementId }: { agreementId: string }) {
  return (
    <a href={cancellationConfirmationUrl(agreementId)} download className={button.secondary}>
      <DownloadIcon />
      {CONFIRMATION_LINK}
    </a>
  );
}

function CancellationFacts({ facts }: { facts: Facts }) {
  return (
    <dl className={css.cancellationFacts}>
      <div className={css.fact}>
        <dt className={dt}>ÅRSAK</dt>
        <dd className={css.factValue}>{facts.reason}</dd>
      </div>
      <div className={css.fact}>
        <dt className={dt}>TILBAKEBETALING</dt>
        <dd className={css.factValue}>{formatAmount(facts.refund)} kr</dd>
      </div>
    </dl>
  );
}

/**
 * The agreement page's block on cancelling (docs/cancellation.md): which block shows is the agreement's
 * (cancellationBlockOf: SI OPP FORSIKRING when the cancellation rule allows it, where to cancel one bought through an
 * agent, a cancellation with ANGRE OPPSIGELSE and the confirmation, an ended one). ANGRE OPPSIGELSE is the withdrawal
 * machine's (machines/cancellationWithdrawal.machine.ts); its outcome is said in words where focus goes (an alert
 * when it failed), never left silent.
 */
export function CancellationSection({ agreement, today }: { agreement: Agreement; today: string }) {
  const headingId = useId();
  const [snapshot, send] = useMachine(useAppWithdrawalMachine(), { input: { agreementId: agreement.agreementId }, inspect });
  const outcome = snapshot.hasTag('withdrawFailed') ? 'failed' : snapshot.hasTag('withdrawn') ? 'withdrawn' : null;
  const sending = snapshot.hasTag('busy');
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const block = cancellationBlockOf(agreement, today);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

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
      {block?.kind === 'cancelHere' ? (
        <>
          <p>Du kan si opp forsikringen her. Du velger hvorfor og fra hvilken dato.</p>
          <p className={css.cancellationActions}>
            <AppLink href={flowHref(cancellationDeclaration, { agreementId: agreement.agreementId })} className={button.secondary}>
              {CANCEL_LINK}
            </AppLink>
          </p>
        </>
      ) : block?.kind === 'cancelWithAgent' ? (
        <p className={css.partnerNotice}>{block.text}</p>
      ) : block?.kind === 'cancelled' ? (
        <>
          <p>
            <strong>{cancelledText(block.facts.endDate)}.</strong> Har du ombestemt deg, kan du angre oppsigelsen til og med den
            dagen.
          </p>
          <CancellationFacts facts={block.facts} />
          <p className={css.cancellationActions}>
            <button type="button" className={button.primary} onClick={() => send({ type: 'user.withdraw' })} disabled={sending}>
              {WITHDRAW_BUTTON}
            </button>
            <ConfirmationLink agreementId={agreement.agreementId} />
          </p>
          {sending ? <p role="status">{WITHDRAWING}</p> : null}
        </>
      ) : block?.kind === 'ended' ? (
        <>
          <p>
            <strong>{endedText(block.facts.endDate)}.</strong>
          </p>
          <CancellationFacts facts={block.facts} />
          <p className={css.cancellationActions}>
            <ConfirmationLink agreementId={agreement.agreementId} />
          </p>
        </>
      ) : null}
      {outcomeText}
    </section>
  );
}
