import { createContext } from 'react';
import { addressSearchLogic, type AddressSearchLogic } from './addressSearchLogic';

/**
 * The address search a view starts (`src/components/form/AddressSearchField.tsx`): the national address search in the
 * app; a host may give another (the flow explorer's stand-in, scripts/explorer/).
 */
export const AddressSearchContext = createContext<() => AddressSearchLogic>(addressSearchLogic);
