/**
 * Styles of the step forms (damage report and purchase wizard): step section and heading, fields, choices,
 * the error summary, comboboxes, summaries and the button row.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { banner } from '../../styles/banner';
import { media, vars } from '../../styles/theme.css';

export const stepSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: 1.25 });

export const stepLabel = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  marginBottom: vars.space.xxs,
});

export const progress = style({ display: 'flex', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const progressItem = style({
  flex: 1,
  height: '6px',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
});

export const progressDone = style({ background: vars.color.primary });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ fontWeight: 700 });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const input = style({
  width: '100%',
  maxWidth: '32rem',
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontFamily: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.error, borderWidth: '2px' },
  },
});

export const textarea = style([input, { maxWidth: '100%', minHeight: '9rem', resize: 'vertical' }]);

export const shortInput = style({ maxWidth: '7rem' });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const legend = style({ fontWeight: 700, padding: 0, marginBottom: vars.space.xxs });

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const optionsInline = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft },
  },
});

/** A lone checkbox's label without the choice box (CheckboxField `plain`: the consent page and the consent dialog). */
export const plainOption = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, cursor: 'pointer' });

/** The radio or checkbox itself: the app's one checkbox style. */
export const optionInput = style({ width: '1.25rem', height: '1.25rem', marginTop: '0.1rem', accentColor: vars.color.primary, flexShrink: 0 });

export const optionText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' });

export const optionDetail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const phoneRow = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'flex-start' });

export const phoneCode = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, width: '6.5rem' });

export const phoneNumber = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: '1 1 12rem', minWidth: 0 });

export const smallLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

export const errorMessage = style({ color: vars.color.error, fontWeight: 600, fontSize: vars.fontSize.sm, margin: 0 });

export const errorSummary = style({
  border: `2px solid ${vars.color.error}`,
  background: vars.color.errorSoft,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const errorSummaryHeading = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.xs}` });

export const errorSummaryList = style({ margin: 0, paddingLeft: vars.space.lg });

globalStyle(`${errorSummaryList} a`, { color: vars.color.error, fontWeight: 600 });

export const buttons = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap-reverse',
  marginTop: vars.space.md,
  '@media': { [media.mobile]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});

export const hintBox = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  borderLeft: `4px solid ${vars.color.info}`,
  margin: 0,
});

export const combobox = style({ position: 'relative', maxWidth: '32rem' });

/**
 * The hits float over what follows the field: in the page's flow they pushed the page down, and NESTE under them
 * moved away between the press and the release that closed the list, so that first click was lost.
 */
export const listbox = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 10,
  listStyle: 'none',
  margin: `${vars.space.xxs} 0 0`,
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  maxHeight: '18rem',
  overflowY: 'auto',
});

export const listboxOption = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&[aria-selected="true"]': { background: vars.color.primarySoft, outline: `2px solid ${vars.color.primary}` } },
});

export const linkButton = style({
  background: 'none',
  border: 0,
  padding: 0,
  color: vars.color.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
  alignSelf: 'flex-start',
});

export const counter = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });

export const summarySection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const summaryHeading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const summaryList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, 14rem) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: vars.space.xxs } },
});

export const summaryTerm = style({ fontSize: vars.fontSize.sm, fontWeight: 700, letterSpacing: '0.06em', color: vars.color.textMuted });

export const summaryValue = style({
  margin: 0,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
  '@media': { [media.mobile]: { marginBottom: vars.space.xs } },
});

export const statusPage = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'flex-start' });

/** A flow's loading state: as tall as the screen, so the footer stays below the fold until the step comes (no layout shift). */
export const loadingPage = style([statusPage, { minHeight: '100vh' }]);
/** The step header a loading state draws: as wide as the step's. */
export const loadingStep = style({ alignSelf: 'stretch' });

export const shortInputWide = style({ maxWidth: '14rem' });

export const subHeading = style({ margin: 0, fontSize: vars.fontSize.xl });

/** The calm banner of a flow without a network: information, not an error. */
export const offlineNotice = style(banner(vars.color.info, vars.color.infoSoft));

/** A step's notice (a send that failed): in the error colours, so it is seen as well as heard; it takes focus. */
export const stepNotice = style({
  ...banner(vars.color.error, vars.color.errorSoft),
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
