import { useHeadingFocus } from '../../components/flow/focus';
import * as formCss from '../../components/form/form.css';
import { button } from '../../styles/ui.css';
import { usePurchaseActor } from './flowContext';
import { WITHDRAWAL_TEXT } from './texts';

export const CONFIRMATION_TEXT = {
  heading: 'Takk for bestillingen',
  body: 'Vi har mottatt bestillingen din og sender deg forsikringsbeviset på e-post. Forsikringen vises under Forsikringer, men en ny bestilling kan bruke litt tid før den dukker opp.',
  newOrder: 'Legg til en ny adresse',
} as const;

/**
 * /kjop-forsikring/bekreftelse: thanks, the right of withdrawal, and a link to order for another address (followed
 * without reloading the page: `user.newOrder` starts a fresh wizard). The heading takes focus as the steps' do.
 */
export function ConfirmationView() {
  const actor = usePurchaseActor();
  const headingRef = useHeadingFocus();
  return (
    <section className={formCss.statusPage} aria-labelledby="kjop-takk">
      <h1 id="kjop-takk" ref={headingRef} tabIndex={-1} className={formCss.heading}>
        {CONFIRMATION_TEXT.heading}
      </h1>
      <p>{CONFIRMATION_TEXT.body}</p>
      <p>{WITHDRAWAL_TEXT}</p>
      <a
        href="/kjop-forsikring/"
        className={button.primary}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          actor.send({ type: 'user.newOrder' });
        }}
      >
        {CONFIRMATION_TEXT.newOrder.toUpperCase()}
      </a>
    </section>
  );
}
