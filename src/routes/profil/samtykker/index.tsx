import { createFileRoute } from '@tanstack/react-router';
import { ConsentPage } from '../../../features/profile/ConsentPage';
import { UserPageLoading } from '../../../features/profile/UserPage';
import { requireUser } from '../../../routing/requireUser';

/** SPEC §2: the consent page, for logged-in users. */
export const Route = createFileRoute('/profil/samtykker/')({
  beforeLoad: requireUser,
  pendingComponent: () => <UserPageLoading title="Samtykker" />,
  component: ConsentPage,
});
