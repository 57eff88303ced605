import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const dialog = style({
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  width: 'min(32rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  color: vars.color.text,
  background: vars.color.surface,
  selectors: {
    '&:not([open])': { display: 'none' },
    // jsdom / browsers without showModal(): position it like a modal anyway
    '&[open]:not(:modal)': { position: 'fixed', inset: 0, margin: 'auto', zIndex: 1000 },
  },
});

export const inner = style({
  padding: vars.space.xl,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const heading = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.md });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});
