import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A list of chosen files on their way up: the damage report's and the more photos of a submitted case. */

export const fileList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const fileItem = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const fileName = style({ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 });

export const fileStatus = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const fileStatusError = style({ fontSize: vars.fontSize.sm, color: vars.color.error, fontWeight: 600 });

export const progressBar = style({ width: '100%', gridColumn: '1 / -1', accentColor: vars.color.primary });

export const deleteButton = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.error}`,
  color: vars.color.error,
  borderRadius: vars.radius.pill,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  fontWeight: 600,
  cursor: 'pointer',
  minHeight: '2.25rem',
});

export const fileInput = style({ maxWidth: '100%' });

/** A file row that starts with the photo's thumbnail. */
export const fileItemWithThumbnail = style({ gridTemplateColumns: 'auto 1fr auto' });

export const thumbnail = style({ width: '3rem', height: '3rem', objectFit: 'cover', borderRadius: vars.radius.sm, display: 'block' });
