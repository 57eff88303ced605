import { createFileRoute } from '@tanstack/react-router';
import { EmailConfirmationPage } from '../../../features/profile/EmailConfirmationPage';
import { UserPageLoading } from '../../../features/profile/UserPage';
import { CONFIRMATION_TEXTS } from '../../../../domain/emailConfirmation';
import { tokenSearch } from '../../../../domain/searchParams';

/**
 * Issue 45: the «Bekreft e-postadressen din» e-mail's link (domain/paths.ts EMAIL_CONFIRMATION_PATH). Open to a
 * visitor who is not logged in: the page asks them to log in and comes back here.
 */
export const Route = createFileRoute('/profil/bekreft-epost/')({
  validateSearch: tokenSearch,
  pendingComponent: () => <UserPageLoading title={CONFIRMATION_TEXTS.pageTitle} />,
  component: EmailConfirmationRoute,
});

function EmailConfirmationRoute() {
  const { token } = Route.useSearch();
  return <EmailConfirmationPage token={token} />;
}
