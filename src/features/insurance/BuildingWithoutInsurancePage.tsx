import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../../domain/brand';
import { canOrderFor } from '../../../domain/insuranceSelectors';
import { PURCHASE_CONTEXT, purchaseHref } from '../../../domain/purchaseContext';
import type { OwnedBuilding } from '../../../domain/types';
import { useOwnedBuildings } from '../../api/getOwnedBuildings';
import { useUser } from '../../api/getUser';
import { button, buttonRow, cardIcon, lead, page } from '../../styles/ui.css';
import { AppLink } from '../../components/AppLink';
import { useSelectedBuilding, type SelectedBuilding } from './buildingStorage';
import { CheckedList } from './CheckedList';
import { HouseIcon } from './icons';
import * as css from './insurance.css';

export const NO_ADDRESS = 'Fant ingen adressse';
export const NO_ZIP = 'Fant ingen postnummer';
export const NO_CITY = 'Fant ingen poststed';

/** SPEC §2 "Building without insurance": what a building without our insurance is not covered for. */
export const NOT_INCLUDED = [
  'Skadedyrbekjempelse av veggdyr, kakerlakker, sølvkre, ovnsfisk, mus og rotter',
  'Bekjempelse av bier, humler, veps og maur',
  'Skader forårsaket av mus, rotter og treskadeinsekter',
  'Skader forårsaket av ekte hussopp og andre råtesopper',
  'Langvarige fuktskader som har utviklet seg over tid',
] as const;

export const INSURABLE_HINT = 'Bestiller du vår Råte- og skadedyrforsikring, dekker forsikringen dette.';

function BuildingCard({ building }: { building: SelectedBuilding | null }) {
  return (
    <Link to="/sjekk-forsikring/resultat" className={css.buildingCard}>
      <span className={cardIcon}>
        <HouseIcon />
      </span>
      <span className={css.cardText}>
        <span className={css.cardTitle}>{building?.nhf_gateadresse ?? NO_ADDRESS}</span>
        <span>
          {building?.nhf_brukpostnr ?? NO_ZIP} {building?.nhf_brukpoststed ?? NO_CITY}
        </span>
        <span className={css.badge}>FORSIKRING IKKE FUNNET</span>
      </span>
    </Link>
  );
}

/**
 * Nothing selected in this session: the logged-in customer's own buildings (GET /api/getOwnedBuildings)
 * to choose from. Choosing one stores it as the selected building.
 */
function OwnedBuildingChooser({ onSelect }: { onSelect: (building: OwnedBuilding) => void }) {
  const { user } = useUser();
  const owned = useOwnedBuildings(user?.socialSecurityNumber);
  const headingId = useId();
  if (!owned.data || owned.data.length === 0) return null;
  return (
    <section className={css.chooser} aria-labelledby={headingId}>
      <h2 id={headingId}>Velg bygning</h2>
      <p>Vi fant disse bygningene registrert på deg. Velg bygningen du vil se resultatet for.</p>
      <ul className={css.chooserList}>
        {owned.data.map((b) => (
          <li key={`${b.nhf_gateadresse}-${b.nhf_brukpostnr}`}>
            <button type="button" className={css.chooserButton} onClick={() => onSelect(b)}>
              <HouseIcon size={20} />
              <span>
                {b.nhf_gateadresse}, {b.nhf_brukpostnr} {b.nhf_brukpoststed}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /sjekk-forsikring/resultat/bygningUtenForsikring/ (SPEC §2 "Building without insurance"). */
export function BuildingWithoutInsurancePage() {
  const [building, select] = useSelectedBuilding();
  const notIncludedId = useId();
  return (
    <div className={page}>
      <h1>Vi finner ingen forsikringer ...</h1>
      <p className={lead}>
        Boligen er ikke forsikret hos {PRODUCT_NAME}. Den kan likevel være forsikret hos et annet selskap. Sjekk med
        forsikringsselskapet ditt eller med de andre i husstanden.
      </p>

      <BuildingCard building={building} />
      {building ? null : <OwnedBuildingChooser onSelect={select} />}

      <section className={css.notIncludedCard} aria-labelledby={notIncludedId}>
        <h2 id={notIncludedId}>Ikke inkludert</h2>
        <CheckedList items={NOT_INCLUDED} mark="cross" />
      </section>
      {canOrderFor(building) ? <p className={css.orderHint}>{INSURABLE_HINT}</p> : null}

      <p className={buttonRow}>
        <Link to="/sjekk-forsikring/resultat" className={button.secondary}>
          TILBAKE
        </Link>
        <AppLink href={purchaseHref(PURCHASE_CONTEXT.sjekkForsikring)} className={button.primary}>
          BESTILL FORSIKRING
        </AppLink>
      </p>
    </div>
  );
}
