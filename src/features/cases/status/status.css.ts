import { style, styleVariants } from '@vanilla-extract/css';
import type { CaseStatusCode } from '../../../../domain/caseStatus';
import { vars } from '../../../styles/theme.css';

export const badge = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  lineHeight: 1.3,
  whiteSpace: 'nowrap',
});

/** Each status its own tone; every pair has at least 4.5:1 contrast (text on its background). */
export const badgeTone = styleVariants<Record<CaseStatusCode, { color: string; background: string }>>({
  mottatt: { color: '#1f4e79', background: '#e6eef7' },
  under_vurdering: { color: '#7a4b00', background: '#fdf1dc' },
  befaring_avtalt: { color: '#5b2a86', background: '#f1e9f8' },
  tiltak_pagar: { color: vars.color.primary, background: vars.color.primarySoft },
  avsluttet: { color: vars.color.textMuted, background: vars.color.surfaceMuted },
});

export const current = style({ margin: `0 0 ${vars.space.md}` });

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderLeft: `2px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space.md,
});

export const timelineItem = style({
  position: 'relative',
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  '::before': {
    content: '""',
    position: 'absolute',
    left: '-7px',
    top: '0.35em',
    width: '12px',
    height: '12px',
    borderRadius: '50%',
    background: vars.color.surface,
    border: `2px solid ${vars.color.borderStrong}`,
  },
  selectors: {
    '&[aria-current="step"]::before': { background: vars.color.primary, borderColor: vars.color.primary },
  },
});

export const timelineName = style({ fontWeight: 700 });

export const timelineTime = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const subheading = style({ fontSize: vars.fontSize.md, margin: `${vars.space.md} 0 ${vars.space.xxs}` });

export const advice = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xxs });
