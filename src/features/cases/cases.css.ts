import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { cardSurface } from '../../styles/ui.css';

export const section = style({ marginTop: vars.space.xl });

export const sectionHeading = style({
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** A case or draft: a card (the shared one) with its text and actions in a row. */
export const row = style([
  cardSurface,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.lg}`,
    '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch', padding: vars.space.md, gap: vars.space.sm } },
  },
]);

/** An active case: the whole card is one link. */
export const rowLink = style([
  row,
  {
    color: vars.color.text,
    textDecoration: 'none',
    selectors: {
      '&:hover': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    },
    '@media': { [media.mobile]: { flexDirection: 'row', alignItems: 'center' } },
  },
]);

export const rowText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: 1 });

export const rowTitle = style({ fontWeight: 700, fontSize: vars.fontSize.lg });

export const rowMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const chevron = style({ color: vars.color.primary, fontSize: vars.fontSize.xl, fontWeight: 700, flexShrink: 0 });

export const rowActions = style({
  display: 'flex',
  gap: vars.space.sm,
  flexShrink: 0,
  '@media': { [media.mobile]: { display: 'grid', gridTemplateColumns: '1fr 1fr' } },
});

/** Yellow notice: dark text on light yellow (contrast well above 4.5:1). */
export const phoneNotice = style({
  background: '#fff1b8',
  color: vars.color.text,
  borderLeft: `6px solid #d4a106`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  margin: `0 0 ${vars.space.md}`,
  maxWidth: '46rem',
});

/** The case page's Status and «Hva skjer nå?»: side by side where there is room. */
export const statusSections = style({
  display: 'grid',
  gap: vars.space.lg,
  marginTop: vars.space.lg,
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } },
});

export const summarySection = style({ marginTop: vars.space.lg });

export const summaryGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: vars.space.md } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const field = style({ margin: 0, minWidth: 0 });

export const value = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
