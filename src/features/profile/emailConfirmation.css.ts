import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { banner } from '../../styles/banner';

/** «Ikke bekreftet» beside the address: a small tag in the warning colours (text, not colour alone, says it). */
export const notConfirmed = style({
  display: 'inline-block',
  marginTop: vars.space.xxs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  border: `1px solid ${vars.color.warning}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});

export const hint = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const resendRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginTop: vars.space.sm });

/** What came of SEND PÅ NYTT. */
export const resendSaid = style({ ...banner(vars.color.info, vars.color.infoSoft), marginTop: vars.space.sm, fontWeight: 600 });

/** The confirmation page's heading takes focus when the answer comes; its outline then shows where the page is. */
export const heading = style({ selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } } });

/** The block under the address: «Ikke bekreftet», the hint, SEND PÅ NYTT and what came of it. */
export const pending = style({ margin: `${vars.space.xs} 0 0` });
