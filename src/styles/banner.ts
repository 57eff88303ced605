import { vars } from './theme.css';

/**
 * A message box with a coloured edge on a soft background: the flows' offline banner and failure notices, the
 * consent page's failure. Style rules for `style()`; a plain module, since a .css.ts file exports only styles.
 */
export const banner = (edge: string, soft: string) =>
  ({
    borderLeft: `4px solid ${edge}`,
    background: soft,
    borderRadius: vars.radius.md,
    padding: `${vars.space.sm} ${vars.space.md}`,
    margin: 0,
  }) as const;
