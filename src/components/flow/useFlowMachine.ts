import { startTransition, useEffect, useState } from 'react';

/**
 * A host's machine with the app's effects (`machine.provide(…)`), built outside React's render: in a task of its own
 * after the host's first commit (in the host's render it made one long task of the flow's start on a phone). Null
 * until then, while the host shows its loading state (a flow) or nothing yet (the logout dialog, the session
 * timeout); the host then creates its actor from it (`useActorRef`) in a background render. `build` is taken once,
 * as the host mounts, as the actor keeps its first machine anyway: a machine given its effects again has the same
 * statechart, and `useActorRef` would keep the actor it made first.
 */
export function useFlowMachine<TMachine>(build: () => TMachine): TMachine | null {
  const [firstBuild] = useState(() => build);
  const [machine, setMachine] = useState<TMachine | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const built = firstBuild();
      startTransition(() => setMachine(() => built));
    }, 0);
    return () => clearTimeout(timer);
  }, [firstBuild]);
  return machine;
}
