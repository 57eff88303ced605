/**
 * What the page tells the customer when it ended their session here because another customer's session took over
 * the browser (./sessionEnd.ts): shown at the top of the page until dismissed.
 */
import { createAtom } from '@tanstack/react-store';

export const ANOTHER_CUSTOMER_NOTICE =
  'En annen kunde har logget inn i denne nettleseren, så du er logget ut her. Det som ventet på å bli sendt, ble ikke sendt, og er slettet fra enheten.';

export const sessionNotice = createAtom<string | null>(null);
