import type { LoginVariant } from '../../../domain/loginPanels';
import { loginUrl } from '../../api/auth';

/** BankID login link: returns to the site origin, or origin + /kjop-forsikring for the buy variant. */
export function loginHref(variant: LoginVariant, origin: string): string {
  return loginUrl(variant.kind === 'kjop' ? `${origin}/kjop-forsikring` : origin);
}
