/**
 * Why the page ended the customer's session here, for the notice at the top of the page (./SessionNotice.tsx,
 * loaded only when there is one): another customer's session took over the browser (./sessionEnd.ts), or the app
 * started offline after the session had surely ended unused (src/api/offlineAnswer.ts).
 */
import { createAtom } from '@tanstack/react-store';

export type SessionEndReason = 'anotherCustomer' | 'idleOffline';

export const sessionNotice = createAtom<SessionEndReason | null>(null);
