import { style } from '@vanilla-extract/css';

/** The flow's page, as if its content sat in the frame itself (the wrapper only carries `inert` while a page is left). */
export const pages = style({ display: 'contents' });
