import { createGlobalTheme } from '@vanilla-extract/css';
import { BRAND_COLOURS } from '../../domain/brand';

/** Breakpoints (SPEC §9): mobile below 550 px, tablet below 840 px. */
export const breakpoints = { mobile: 550, tablet: 840 } as const;

/** Below the mobile breakpoint, as useIsMobile asks it; no `screen`, so a page prints as it shows (the visitor page). */
export const mobileQuery = `(max-width: ${breakpoints.mobile - 0.02}px)`;

export const media = {
  /** < 550 px */
  mobile: `screen and (max-width: ${breakpoints.mobile - 0.02}px)`,
  /** ≥ 550 px */
  aboveMobile: `screen and (min-width: ${breakpoints.mobile}px)`,
  /** < 840 px */
  belowDesktop: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  /** ≥ 840 px */
  desktop: `screen and (min-width: ${breakpoints.tablet}px)`,
} as const;

/**
 * Design tokens. Colours are chosen for WCAG AA: text colours have ≥ 4.5:1 against
 * `surface` and `background`; `onPrimary` has ≥ 4.5:1 on `primary`.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    background: BRAND_COLOURS.page,
    surface: '#ffffff',
    surfaceMuted: '#eef1ef',
    text: '#1c2321',
    textMuted: '#4a5552',
    border: '#c9cfcc',
    borderStrong: '#6b7773',
    primary: BRAND_COLOURS.primary,
    primaryHover: '#144536',
    onPrimary: '#ffffff',
    primarySoft: '#e3efe9',
    accent: '#b35c1e',
    focus: '#1d4ed8',
    error: '#b42318',
    errorSoft: '#fdecea',
    success: '#1e6b3a',
    successSoft: '#e6f4ea',
    warning: '#7a5200',
    warningSoft: '#fff4d6',
    info: '#1d4f7a',
    infoSoft: '#e6f0f9',
    backdrop: 'rgba(17, 24, 22, 0.55)',
  },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    hero: '2.25rem',
  },
  radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(16, 24, 22, 0.08), 0 2px 8px rgba(16, 24, 22, 0.06)',
    raised: '0 8px 28px rgba(16, 24, 22, 0.18)',
  },
  layout: { maxWidth: '68rem', headerHeight: '4rem' },
});
