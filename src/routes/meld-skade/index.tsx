import { createFileRoute, redirect } from '@tanstack/react-router';

/** /meld-skade itself is not a page (SPEC §2: unknown paths go to /). */
export const Route = createFileRoute('/meld-skade/')({
  beforeLoad: () => {
    throw redirect({ to: '/' });
  },
});
