import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const mapFrame = style({
  position: 'relative',
  height: '400px',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});
export const mapFallback = style({
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  textAlign: 'center',
  color: vars.color.textMuted,
});
/** "Laster kart..." over the map while it draws its first frame. */
export const mapLoading = style([mapFallback, { position: 'absolute', inset: 0, margin: 0 }]);
export const mapMarker = style({
  width: '2.5rem',
  height: '2.5rem',
  display: 'block',
  color: vars.color.accent,
  filter: 'drop-shadow(0 1px 2px rgba(0,0,0,0.35))',
});
export const mapHint = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  right: '4rem',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  width: 'fit-content',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  fontSize: vars.fontSize.sm,
  pointerEvents: 'none',
});
export const chosenAddress = style({ margin: 0 });

export const offers = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });
export const offer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` } },
});
export const offerChoice = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, cursor: 'pointer', fontWeight: 700, fontSize: vars.fontSize.lg });
export const offerPrice = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryHover,
  fontWeight: 700,
  margin: 0,
});
export const highlights = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const highlight = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start' });
export const check = style({ color: vars.color.success, flexShrink: 0, width: '1.1rem', height: '1.1rem', marginTop: '0.2rem' });
export const termsLink = style({ alignSelf: 'flex-start', fontWeight: 600 });

export const summaryPrice = style({ fontWeight: 700 });
export const withdrawal = style({ margin: 0 });
export const status = style({ margin: 0, fontWeight: 600, minHeight: '1.5em' });

globalStyle(`${mapFrame} .maplibregl-canvas:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' });
