/** The date picker's styles (./DatePicker.tsx). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const dateRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch', flexWrap: 'wrap' });
export const dateInput = style({ maxWidth: '10rem' });
export const dateButton = style({ minHeight: '2.75rem' });
export const dateDialog = style({
  position: 'absolute',
  zIndex: 20,
  marginTop: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  width: 'min(22rem, calc(100vw - 2rem))',
});
export const datePickerWrap = style({ position: 'relative' });
export const dateHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs, marginBottom: vars.space.xs });
export const monthTitle = style({ margin: 0, fontSize: vars.fontSize.md, textTransform: 'capitalize' });
export const monthButton = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.primary,
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
});
export const grid = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });
export const weekday = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: 600, padding: `${vars.space.xxs} 0` });
export const dayCell = style({ padding: 1, textAlign: 'center' });
export const day = style({
  width: '100%',
  minHeight: '2.5rem',
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  selectors: {
    '&[aria-disabled="true"]': { color: vars.color.textMuted, textDecoration: 'line-through', cursor: 'not-allowed', opacity: 0.75 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
export const daySelected = style({ background: vars.color.primary, color: vars.color.onPrimary, fontWeight: 700 });
export const dayToday = style({ borderColor: vars.color.primary });
export const dayOutside = style({ visibility: 'hidden' });
export const dialogFooter = style({ display: 'flex', justifyContent: 'flex-end', marginTop: vars.space.xs });
