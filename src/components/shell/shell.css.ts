import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-4rem',
  zIndex: 2000,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.md,
  fontWeight: 700,
  selectors: { '&:focus': { top: vars.space.xs, color: vars.color.onPrimary } },
});

export const app = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const main = style({
  flex: 1,
  outline: 'none',
});

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: 50,
});

export const headerInner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  minHeight: vars.layout.headerHeight,
  padding: `0 ${vars.space.lg}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  '@media': {
    [media.belowDesktop]: { padding: `0 ${vars.space.md}`, gap: vars.space.sm },
  },
});

/** The full logo from 840 px, the house mark alone below (the nav needs the room on tablets). */
export const logoFull = style({ display: 'inline-flex', '@media': { [media.belowDesktop]: { display: 'none' } } });
export const logoCompact = style({ display: 'none', '@media': { [media.belowDesktop]: { display: 'inline-flex' } } });

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  textDecoration: 'none',
  padding: vars.space.xxs,
});

export const nav = style({ marginLeft: 'auto' });

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexWrap: 'nowrap',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '@media': { [media.belowDesktop]: { padding: `0 ${vars.space.xs}`, fontSize: '0.9375rem' } },
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.primary, boxShadow: `inset 0 -3px 0 ${vars.color.primary}` },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.primary,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.primarySoft, color: vars.color.primary } },
});

export const menuWrap = style({ position: 'relative' });

export const menu = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 0.5rem)',
  minWidth: '12rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xxs,
  zIndex: 60,
});

export const menuItem = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'left',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});

export const mobileTitle = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  textAlign: 'center',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const stepIndicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  height: '1.75rem',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});

export const spacer = style({ minWidth: '2.75rem' });

export const footer = style({
  marginTop: 'auto',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const footerInner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.lg}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { [media.mobile]: { padding: vars.space.md, justifyContent: 'center' } },
});

/** Mobile, logged in: the statement link ends the page, kept clear of the fixed bottom bar (4.5rem high). */
export const footerStatement = style({ margin: 0, padding: `${vars.space.md} ${vars.space.lg} calc(4.5rem + ${vars.space.md})`, textAlign: 'center' });

export const footerContact = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xxs} ${vars.space.lg}`, margin: 0 });

export const agentBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const bottomNav = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 50,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -2px 10px rgba(16,24,22,0.08)',
  paddingBottom: 'env(safe-area-inset-bottom)',
});

export const bottomNavList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const bottomNavLink = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  minHeight: '3.75rem',
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&[aria-current="page"]': { color: vars.color.primary },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
