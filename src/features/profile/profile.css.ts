import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { banner } from '../../styles/banner';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: vars.space.md } },
});

export const field = style({ margin: 0, minWidth: 0 });
export const value = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

export const links = style({ marginTop: vars.space.lg, display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const fieldset = style({ border: 'none', padding: 0, margin: 0 });
export const legend = style({ fontWeight: 700, fontSize: vars.fontSize.lg, marginBottom: vars.space.sm, padding: 0 });

/** A save that failed: said in the error colour, framed so it is seen as well as heard. */
export const saveFailed = style({ ...banner(vars.color.error, vars.color.errorSoft), color: vars.color.error, fontWeight: 600 });

/** A save that went through: said in the success colour, framed like the failure. */
export const saved = style({ ...banner(vars.color.success, vars.color.successSoft), color: vars.color.success, fontWeight: 600 });

/** A form below the profile's card. */
export const section = style({ marginTop: vars.space.lg });
