import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import * as ui from '../../styles/ui.css';

/** Insurances list, detail and the insurance check pages. Colours from the theme (WCAG AA). */

export const intro = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const introText = style({ flex: '1 1 24rem', minWidth: 0 });
globalStyle(`${introText} > :last-child`, { marginBottom: 0 });

export const eyebrow = style({
  margin: `0 0 ${vars.space.xxs}`,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.primary,
});

/** One agreement: the whole card is one link. */
export const agreementCard = style([
  ui.linkCard,
  { selectors: { '&:hover': { background: vars.color.primarySoft } }, '@media': { [media.mobile]: { padding: vars.space.md } } },
]);

export const cardText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const cardTitle = style({ fontWeight: 700, fontSize: vars.fontSize.lg, color: vars.color.primary });
export const cardMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const chevron = style({ flexShrink: 0, color: vars.color.primary });

export const emptyNotice = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `6px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  maxWidth: '46rem',
});
globalStyle(`${emptyNotice} > :last-child`, { marginBottom: 0 });

/* ---------- detail ---------- */

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.lg,
  alignItems: 'start',
  borderTop: `6px solid ${vars.color.primary}`,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: vars.space.md } },
});
globalStyle(`${hero} h1`, { marginBottom: vars.space.xs });

export const address = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: `${vars.space.sm} 0 ${vars.space.xs}`,
  fontWeight: 600,
});

export const company = style({ color: vars.color.textMuted, margin: 0 });

export const priceBox = style({
  background: vars.color.primarySoft,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  textAlign: 'right',
  minWidth: '11rem',
  '@media': { [media.mobile]: { textAlign: 'left' } },
});
export const priceLabel = style({ display: 'block', fontSize: vars.fontSize.sm, fontWeight: 700, letterSpacing: '0.06em', color: vars.color.textMuted });
export const priceMonthly = style({ display: 'block', fontSize: vars.fontSize.xxl, fontWeight: 800, color: vars.color.primary, lineHeight: 1.2 });
export const priceYearly = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  marginTop: vars.space.md,
  '@media': { [media.belowDesktop]: { gridTemplateColumns: '1fr' } },
});

export const block = style({ marginTop: vars.space.md });
globalStyle(`${block} > :last-child`, { marginBottom: 0 });

/** A list whose items carry a decorative icon (check or cross) instead of a bullet. */
export const iconList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const iconItem = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const checkMark = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.success,
  color: vars.color.onPrimary,
});
export const crossMark = style([checkMark, { background: vars.color.error }]);

export const plainList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const documents = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const partnerNotice = style({
  background: vars.color.infoSoft,
  borderLeft: `4px solid ${vars.color.info}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
});

export const details = style({ marginTop: vars.space.md, padding: 0, overflow: 'hidden' });
export const summary = style({
  cursor: 'pointer',
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  color: vars.color.primary,
  selectors: { '&:hover': { background: vars.color.primarySoft } },
  '@media': { [media.mobile]: { padding: vars.space.md } },
});
export const detailsBody = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', padding: vars.space.md } },
});
export const fact = style({ margin: 0, minWidth: 0 });
export const factValue = style({ margin: 0, fontSize: vars.fontSize.lg });

/* ---------- insurance check ---------- */

export const caseBlock = style({ marginTop: vars.space.lg, maxWidth: '46rem' });

export const subBlocks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
  gap: vars.space.md,
  marginTop: vars.space.lg,
});
globalStyle(`${subBlocks} h2`, { fontSize: vars.fontSize.lg });
globalStyle(`${subBlocks} p:last-child`, { marginBottom: 0 });

export const highlightsCard = style({ marginTop: vars.space.lg, borderTop: `6px solid ${vars.color.primary}` });

export const highlightsFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

export const pricePill = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 800,
  letterSpacing: '0.04em',
  margin: 0,
});

/** The selected building: one link to the result list. */
export const buildingCard = style([
  ui.linkCard,
  { height: 'auto', marginTop: vars.space.lg, maxWidth: '40rem', '@media': { [media.mobile]: { padding: vars.space.md } } },
]);

export const badge = style({
  display: 'inline-block',
  marginTop: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  border: `1px solid ${vars.color.warning}`,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  alignSelf: 'flex-start',
});

export const notIncludedCard = style({
  marginTop: vars.space.lg,
  background: vars.color.errorSoft,
  border: `1px solid ${vars.color.error}`,
  borderTop: `6px solid ${vars.color.error}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  maxWidth: '46rem',
  '@media': { [media.mobile]: { padding: vars.space.md } },
});
globalStyle(`${notIncludedCard} h2`, { color: vars.color.error });

export const orderHint = style({ marginTop: vars.space.md, fontWeight: 600, maxWidth: '46rem' });

export const chooser = style({ marginTop: vars.space.lg, maxWidth: '40rem' });
export const chooserList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const chooserButton = style({
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.primary, background: vars.color.primarySoft } },
});

/** The certificate page's waiting indicator (decorative; still when the user prefers less motion). */
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const waiting = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const spinner = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.pill,
  border: `3px solid ${vars.color.primarySoft}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 900ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/* ---------- cancellation (docs/cancellation.md) ---------- */

/** «Sagt opp, gjelder til og med …» on a card and under the heading: the badge's pill. */
export const cancelledBadge = style([badge, { marginTop: 0 }]);
/** «Forsikringen gjaldt til og med …»: the same pill, in the muted colours of what is over. */
export const endedBadge = style([
  cancelledBadge,
  { background: vars.color.surfaceMuted, color: vars.color.textMuted, borderColor: vars.color.borderStrong },
]);

/** The ended agreements, under the active ones. */
export const endedSection = style({ marginTop: vars.space.xl });
/** An ended agreement's card: still a link, without the brand's weight. */
export const endedCard = style([agreementCard, { background: vars.color.surfaceMuted }]);

export const cancellationActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginTop: vars.space.md });
/** What happened to the withdrawal, where focus goes: said in words, never a spinner alone. */
export const withdrawnNotice = style({
  background: vars.color.successSoft,
  borderLeft: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  margin: `${vars.space.md} 0 0`,
});
export const withdrawFailed = style([withdrawnNotice, { background: vars.color.errorSoft, borderLeftColor: vars.color.error, fontWeight: 600 }]);
export const cancellationFacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: `${vars.space.md} 0 0`,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});
