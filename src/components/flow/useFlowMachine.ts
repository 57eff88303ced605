import { startTransition, useEffect, useState } from 'react';

/**
 * A flow host's machine, built outside React's render: in a task of its own after the host's first commit (in
 * the host's render it made one long task of the flow's start on a phone). Null until then, while the host shows
 * its loading state; the host then creates its actor from it (`useActorRef`) in a background render. `build` is
 * taken once, as the host mounts, as the actor keeps its first machine anyway.
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
