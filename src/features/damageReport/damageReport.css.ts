import { style } from '@vanilla-extract/css';

/** The damage report's own styles: its page width. The step-form styles are in src/components/form/form.css.ts, the upload list's in src/components/uploads. */

export const flowPage = style({ maxWidth: '46rem' });
