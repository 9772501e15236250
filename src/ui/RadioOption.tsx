import type { ReactNode } from 'react';
import './radio-option.css';

type Props = {
  /** The group's name (one `useId()` per group): Tab enters the group, the arrow keys move within it. */
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  /** The id of a text that explains the option (e.g. why it is closed). */
  describedBy?: string | undefined;
  children: ReactNode;
};

/**
 * One option of a radio group that screen readers and the keyboard reach: a real <input type="radio"> under
 * the round mark, its label the whole row (Tab into the group, arrows between options, Space to choose).
 * antd-mobile's Radio hides its input with `display: none`, so its options have no role, name nor focus.
 */
export function RadioOption({ name, value, checked, disabled = false, onSelect, describedBy, children }: Props) {
  const className = `radio-option${checked ? ' radio-option-checked' : ''}${disabled ? ' radio-option-disabled' : ''}`;
  return (
    <label className={className}>
      <input
        type="radio"
        className="radio-option-input"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={onSelect}
      />
      <span className="radio-option-mark" aria-hidden="true">
        <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
          <path
            d="M31.55 15h-3.46a.45.45 0 0 0-.32.12l-9.5 9.04-5.05-4.8a.46.46 0 0 0-.31-.12H9.44a.43.43 0 0 0-.31.72l7.96 7.57c.33.31.75.47 1.18.47h.03c.42 0 .84-.16 1.16-.47l12.41-11.81a.41.41 0 0 0-.32-.72Z"
            fill="currentColor"
          />
        </svg>
      </span>
      <span className="radio-option-content">{children}</span>
    </label>
  );
}
