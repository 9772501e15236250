import type { ReactNode } from 'react';
import { outlineIcon } from '../../ui/light/OutlineIcon';
import '../../ui/option-row.css';

/** A check mark: the option chosen in a sheet. */
const CheckOutline = outlineIcon(
  'M44.31,12.68 L21.22,35.57 L21.22,35.57 C20.63,36.14 19.69,36.14 19.1,35.57 C19.05,35.52 19.01,35.46 18.97,35.41 C18.91,35.37 18.86,35.32 18.81,35.27 L3.69,20.29 C3.53,20.14 3.53,19.88 3.69,19.73 C3.76,19.65 3.87,19.61 3.97,19.61 L7.06,19.61 C7.17,19.61 7.27,19.65 7.34,19.72 L20.16,32.42 L20.16,32.42 L40.66,12.12 C40.73,12.04 40.83,12 40.94,12 L44.03,12 C44.25,12 44.43,12.18 44.43,12.4 C44.43,12.51 44.39,12.61 44.31,12.68 Z',
);

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
