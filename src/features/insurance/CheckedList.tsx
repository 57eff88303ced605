import { CheckIcon, CrossIcon } from './icons';
import * as css from './insurance.css';

/** A real list whose items carry a decorative check (included) or cross (not included) mark. */
export function CheckedList({ items, mark = 'check' }: { items: readonly string[]; mark?: 'check' | 'cross' }) {
  return (
    <ul className={css.iconList}>
      {items.map((item) => (
        <li key={item} className={css.iconItem}>
          <span className={mark === 'check' ? css.checkMark : css.crossMark}>{mark === 'check' ? <CheckIcon size={14} /> : <CrossIcon size={14} />}</span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
