import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const channels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(17rem, 1fr))',
  gap: vars.space.md,
  margin: `${vars.space.lg} 0 ${vars.space.xl}`,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const channelTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.xs });
export const big = style({ fontSize: vars.fontSize.lg, fontWeight: 700, overflowWrap: 'anywhere' });

export const faqList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const faqItem = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const faqHeading = style({ margin: 0, fontSize: vars.fontSize.md });

export const faqButton = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '3rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontWeight: 700,
  textAlign: 'left',
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 150ms',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const address = style({ fontStyle: 'normal' });

export const faqAnswer = style({ padding: `0 ${vars.space.md} ${vars.space.md}`, color: vars.color.text });
