import { style } from '@vanilla-extract/css';
import { page as pageBase } from '../../styles/ui.css';

/** The wizard's page: as wide as the purchase wizard's. */
export const page = style([pageBase, { maxWidth: '46rem' }]);
