import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profile/ProfilePage';
import { UserPageLoading } from '../../features/profile/UserPage';
import { requireUser } from '../../routing/requireUser';

/** SPEC §2: the profile, for logged-in users. */
export const Route = createFileRoute('/profil/')({
  beforeLoad: requireUser,
  pendingComponent: () => <UserPageLoading title="Om deg" />,
  component: ProfilePage,
});
