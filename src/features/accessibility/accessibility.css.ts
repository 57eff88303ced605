import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const sections = style({ display: 'grid', gap: vars.space.lg, maxWidth: '46rem' });

export const list = style({ margin: `0 0 ${vars.space.sm}`, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
