import { style } from '@vanilla-extract/css';
import { page } from '../../styles/ui.css';

/** Every flow's page: the site's page, as wide as a form reads well. */
export const frame = style([page, { maxWidth: '46rem' }]);

/** The flow's page, as if its content sat in the frame itself (the wrapper only carries `inert` while a page is left). */
export const pages = style({ display: 'contents' });
