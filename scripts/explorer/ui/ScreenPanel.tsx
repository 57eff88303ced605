/** The customer's screen: the browser's buttons and address bar over the portal's own views, or the e-ID login. */
import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { CustomerScreen, useExplorerVersion } from './CustomerScreen';
import { EID_BACK, EID_LOGIN } from '../eidLogin';
import type { Explorer } from './explorer';

/** The browser's buttons and address bar; at the e-ID login the address is the e-ID service's. */
function AddressBar({ explorer, atLogin }: { explorer: Explorer; atLogin: boolean }) {
  const portalHref = useRouterState({ router: explorer.router, select: (s) => s.location.href });
  const href = atLogin ? 'https://innlogging.example/bankid (utenfor portalen)' : portalHref;
  const history = explorer.router.history;
  return (
    <div className="browser">
      <button
        className="xb"
        type="button"
        onClick={() => {
          // At the e-ID login the machine's own event is logged, with where the customer comes back to (once, not twice).
          if (atLogin) return explorer.backFromLogin();
          explorer.logHere('Kunden trykker Tilbake i nettleseren');
          history.back();
        }}
        aria-label="Tilbake i nettleseren"
      >
        ← Tilbake
      </button>
      <button
        className="xb"
        type="button"
        onClick={() => {
          explorer.logHere('Kunden trykker Frem i nettleseren');
          history.forward();
        }}
        aria-label="Frem i nettleseren"
      >
        Frem →
      </button>
      {/* At the e-ID login a reload shows the login page again: the portal is not in the tab. */}
      <button
        className="xb"
        type="button"
        onClick={() => (atLogin ? explorer.log('purchase', 'Kunden laster innloggingssiden inn på nytt.') : explorer.reloadHere())}
      >
        Last inn på nytt
      </button>
      <p className="url">
        <span className="visually-hidden">Adresse: </span>
        <span data-testid="url">{href}</span>
      </p>
    </div>
  );
}

/** The e-ID login's stand-in: the tab is outside the portal until the customer logs in or goes back. */
function EidPage({ explorer }: { explorer: Explorer }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="eid">
      <h3 ref={heading} tabIndex={-1}>
        Innlogging med BankID
      </h3>
      <p>Kunden er utenfor portalen, hos e-ID-tjenesten. Skjemaet er lagret i fanen.</p>
      <button className="xb" type="button" onClick={() => void explorer.returnFromLogin()}>
        {EID_LOGIN}
      </button>
      <button className="xb" type="button" onClick={() => explorer.backFromLogin()}>
        {EID_BACK}
      </button>
    </div>
  );
}

export function ScreenPanel({ explorer }: { explorer: Explorer }) {
  useExplorerVersion(explorer);
  const purchase = explorer.runs.get('purchase');
  const atLogin = explorer.shown === 'purchase' && purchase?.signingIn === true;
  return (
    <section className="xp-panel" id="screen" aria-labelledby="screen-title">
      <h2 id="screen-title">Kundens skjerm</h2>
      <AddressBar explorer={explorer} atLogin={atLogin} />
      {atLogin ? <EidPage explorer={explorer} /> : null}
      <div hidden={atLogin}>
        <CustomerScreen explorer={explorer} />
      </div>
    </section>
  );
}
