import { createFileRoute } from '@tanstack/react-router';

/** Order confirmation, rendered by the wizard's host (../route.tsx) from the machine's state. */
export const Route = createFileRoute('/kjop-forsikring/bekreftelse/')({});
