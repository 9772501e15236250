import type { ReactNode } from 'react';
import { CheckOutline } from '../../ui/light/marks/CheckOutline';
import '../../ui/option-row.css';

/** One option in a picker's sheet: pressed, with a check mark, when it is the one chosen. */
export function Choice({
  selected,
  disabled,
  onChoose,
  children,
}: {
  selected: boolean;
  disabled?: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        className={selected ? 'option-row choice choice-active' : 'option-row choice'}
        aria-pressed={selected}
        aria-disabled={disabled}
        disabled={disabled}
        onClick={onChoose}
      >
        {children}
        {selected && <CheckOutline aria-hidden className="choice-check" />}
      </button>
    </li>
  );
}
