import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  fontFamily: vars.font.body,
  fontSize: '100%',
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', { margin: 0, minHeight: '100vh' });

globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, lineHeight: 1.25, margin: `0 0 ${vars.space.md}` });
globalStyle('h1', { fontSize: vars.fontSize.xxl, fontWeight: 700 });
globalStyle('h2', { fontSize: vars.fontSize.xl, fontWeight: 650 });
globalStyle('h3', { fontSize: vars.fontSize.lg, fontWeight: 650 });
globalStyle('p', { margin: `0 0 ${vars.space.md}` });

globalStyle('a', { color: vars.color.primary, textUnderlineOffset: '0.15em' });
globalStyle('a:hover', { color: vars.color.primaryHover });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  borderRadius: vars.radius.sm,
});

globalStyle('dialog::backdrop', { background: vars.color.backdrop });


// Long words (e-mail addresses, names) wrap instead of overflowing their box.
globalStyle('p, dd, dt, li, h1, h2, h3, address, label', { overflowWrap: 'anywhere' });
