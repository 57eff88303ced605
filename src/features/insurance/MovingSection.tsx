import { useId } from 'react';
import { movingBlockOf } from '../../../domain/moving';
import { flowHref } from '../../../domain/flowHref';
import { movingDeclaration } from '../../../domain/movingSteps';
import type { Agreement } from '../../../domain/types';
import { AppLink } from '../../components/AppLink';
import { button, card } from '../../styles/ui.css';
import * as css from './insurance.css';

/**
 * The agreement page's block «Flytting» (docs/moving.md): the move reported, and MELD FLYTTING, the way into «Meld
 * flytting», on every agreement that still covers and has no move pending (movingBlockOf). Whether this agreement
 * can be moved online is the wizard's to tell: a building insurance or an agent's is told why there, and where to go.
 */
export function MovingSection({ agreement, today }: { agreement: Agreement; today: string }) {
  const headingId = useId();
  const block = movingBlockOf(agreement, today);
  if (!block) return null;
  return (
    <section className={`${card} ${css.block}`} aria-labelledby={headingId}>
      <h2 id={headingId}>Flytting</h2>
      <p>{block.text}</p>
      {block.previousText ? <p>{block.previousText}</p> : null}
      {block.offersReport ? (
        <AppLink href={flowHref(movingDeclaration, { agreementId: agreement.agreementId })} className={button.secondary}>
          MELD FLYTTING
        </AppLink>
      ) : null}
    </section>
  );
}
