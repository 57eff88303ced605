import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const storedList = style({ listStyle: 'none', margin: `0 0 ${vars.space.md}`, padding: 0, display: 'grid', gap: vars.space.sm });

export const storedName = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const storedNote = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const adding = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
