/**
 * A «Bekreft e-postadressen din» link opened by a visitor: its token waits in this tab's session storage (as the
 * visitor's, domain/deviceStorage.ts SESSION_KEYS) while they log in, not in the login's return address, which the
 * login keeps on the server (AUTH_MODE=oidc) or on the platform (easyauth). Back from the login, the page reads it
 * as the customer's; the page forgets it, as it forgets the address's token, once the server has answered. A logout
 * removes it with the tab's other values (src/lib/device/tabData.ts).
 */
import { SESSION_KEYS } from '../../../domain/deviceStorage';
import { isConfirmationToken } from '../../../domain/emailConfirmation';
import { readOwned, writeOwned } from '../../lib/device/ownedTabData';
import { remove } from '../../lib/device/tabData';

const KEY = SESSION_KEYS.confirmationLink;

/** Keeps `token` in this tab for the login (a visitor's value). */
export function keepLinkForLogin(token: string): void {
  writeOwned(KEY, null, { token });
}

/**
 * The token the page confirms: the address's (`?token=`), else, for a customer back from the login, the one kept
 * for it (theirs now); undefined when neither is one of the right shape.
 */
export function linkToConfirm(fromAddress: string | undefined, customer: string | null): string | undefined {
  const token = fromAddress ?? (customer === null ? undefined : keptLinkOf(customer));
  return isConfirmationToken(token) ? token : undefined;
}

function keptLinkOf(customer: string): unknown {
  const raw = readOwned(KEY, { customer, adoptsVisitors: true });
  try {
    return raw === null ? undefined : (JSON.parse(raw) as { token?: unknown }).token;
  } catch {
    return undefined;
  }
}

/** Removes the kept token. */
export function forgetKeptLink(): void {
  remove(KEY);
}
