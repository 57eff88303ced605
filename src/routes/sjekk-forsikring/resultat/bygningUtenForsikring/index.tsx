import { createFileRoute } from '@tanstack/react-router';
import { BuildingWithoutInsurancePage } from '../../../../features/insurance/BuildingWithoutInsurancePage';

/** SPEC §2: the selected building has no insurance with us. */
export const Route = createFileRoute('/sjekk-forsikring/resultat/bygningUtenForsikring/')({
  component: () => <BuildingWithoutInsurancePage />,
});
