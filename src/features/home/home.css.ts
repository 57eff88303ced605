import { globalStyle, style } from '@vanilla-extract/css';
import { FIRST_PAINT_CLASS } from '../../../domain/pageHeadings';
import { media, vars } from '../../styles/theme.css';
import * as ui from '../../styles/ui.css';

// The panel's box, eyebrow and heading are global classes: the static shell paints them too (domain/pageHeadings.ts).
export const hero = FIRST_PAINT_CLASS.homeHero;
globalStyle(`.${hero}`, {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.belowDesktop]: { gridTemplateColumns: '1fr', gap: vars.space.lg } },
});

export const panel = FIRST_PAINT_CLASS.homePanel;
globalStyle(`.${panel}`, {
  ...ui.CARD_RULE,
  borderTop: `6px solid ${vars.color.primary}`,
  padding: vars.space.xl,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const eyebrow = FIRST_PAINT_CLASS.homeEyebrow;
globalStyle(`.${eyebrow}`, {
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.accent,
  marginBottom: vars.space.xs,
});

export const title = FIRST_PAINT_CLASS.homeTitle;
globalStyle(`.${title}`, { fontSize: vars.fontSize.hero, '@media': { [media.mobile]: { fontSize: vars.fontSize.xxl } } });

export const loginButton = style({ marginTop: vars.space.md, minWidth: '16rem', '@media': { [media.mobile]: { width: '100%' } } });

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': {
    [`${media.belowDesktop} and (min-width: 550px)`]: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

globalStyle(`${facts} > :last-child`, {
  '@media': { [`${media.belowDesktop} and (min-width: 550px)`]: { gridColumn: '1 / -1' } },
});

export const factCard = style({
  background: vars.color.primarySoft,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
});

export const factNumber = style({ display: 'block', fontSize: vars.fontSize.xxl, fontWeight: 800, color: vars.color.primary, lineHeight: 1.1 });

export const renameNotice = style({
  marginTop: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  borderLeft: `4px solid ${vars.color.info}`,
});

export const cards = style([ui.cardGrid, { margin: `${vars.space.lg} 0 0` }]);

export const linkCard = style([
  ui.linkCard,
  { transition: 'border-color 120ms, transform 120ms', selectors: { '&:hover': { transform: 'translateY(-1px)' } } },
]);

export const cardText = style({ flex: 1 });
export const cardTitle = style({ display: 'block', fontWeight: 700, fontSize: vars.fontSize.lg, color: vars.color.primary });
export const cardDescription = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginTop: vars.space.xxs });
