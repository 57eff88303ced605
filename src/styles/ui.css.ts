import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { FIRST_PAINT_CLASS } from '../../domain/pageHeadings';
import { media, vars } from './theme.css';

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const page = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  '@media': { [media.mobile]: { padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}` } },
});

export const narrow = style({ maxWidth: '42rem' });

/**
 * The app's one card: white surface, thin border, round corners and the card shadow. Every card is built on it:
 * `card` below, `linkCard`, the case rows, the building card; the front page's login panel, a global class the
 * static shell paints (domain/pageHeadings.ts), spreads the same rule.
 */
export const CARD_RULE = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
} as const;
export const cardSurface = style(CARD_RULE);

/** A card with the page's padding around its content. */
export const card = style([
  cardSurface,
  {
    padding: vars.space.lg,
    '@media': { [media.mobile]: { padding: vars.space.md } },
  },
]);

/** A list of cards in two columns, one on a phone. */
export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

/** A card that is one link as a whole: icon, text and arrow in a row. */
export const linkCard = style([
  cardSurface,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    height: '100%',
    padding: vars.space.lg,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:hover': { borderColor: vars.color.primary, color: vars.color.text } },
  },
]);

/** The round icon at the start of a link card. */
export const cardIcon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

/** A global class: the static shell paints page leads with it too (domain/pageHeadings.ts). */
export const lead = FIRST_PAINT_CLASS.lead;
globalStyle(`.${lead}`, { fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: '40rem' });
export const muted = style({ color: vars.color.textMuted });

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.04em',
  textDecoration: 'none',
  cursor: 'pointer',
  border: '2px solid transparent',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover, color: vars.color.onPrimary } },
    },
  ],
  secondary: [
    buttonBase,
    {
      background: vars.color.surface,
      color: vars.color.primary,
      borderColor: vars.color.primary,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySoft, color: vars.color.primaryHover } },
    },
  ],
});

export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.lg });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const notice = styleVariants({
  info: { background: vars.color.infoSoft, color: vars.color.text, borderLeft: `4px solid ${vars.color.info}` },
  warning: { background: vars.color.warningSoft, color: vars.color.text, borderLeft: `4px solid ${vars.color.warning}` },
  error: { background: vars.color.errorSoft, color: vars.color.text, borderLeft: `4px solid ${vars.color.error}` },
});
export const noticeBox = style({ padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, margin: `${vars.space.md} 0` });

export const errorText = style({ color: vars.color.error, fontWeight: 600, fontSize: vars.fontSize.sm, margin: `${vars.space.xxs} 0 0` });

export const dl = style({ display: 'grid', gap: vars.space.md, margin: 0 });
export const dt = style({ fontSize: vars.fontSize.sm, fontWeight: 700, letterSpacing: '0.06em', color: vars.color.textMuted });
export const dd = style({ margin: 0, fontSize: vars.fontSize.lg });
