import './form-problem.css';

/**
 * How every form says what stops it from being sent (the account forms set the convention): the problem is
 * said once, beside the field or choice in trouble, whose controls point to it (`aria-describedby`, and
 * `aria-invalid` on a field); the focus moves there, so a screen reader reads it; never a toast over the same
 * words. The text goes as soon as the field is changed.
 */
export function FormProblem({ id, text }: { id: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="form-problem">
      {text}
    </p>
  );
}

const CONTROL = 'input:not(:disabled), textarea:not(:disabled), select:not(:disabled), button:not(:disabled)';

/**
 * Once the problem is drawn: the focus on the first control marked invalid within `root`, else on the first
 * control beside the first problem said in it (the first option of a group of choices, the button that opens
 * a picker).
 */
export function focusProblem(root: Element | null | undefined): void {
  setTimeout(() => {
    const target =
      root?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      root?.querySelector('.form-problem')?.parentElement?.querySelector<HTMLElement>(CONTROL);
    target?.focus();
  }, 0);
}
