import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { toastText } from './toast';

/**
 * A form's problem said the one way (src/ui/form-problem.tsx): `control` has the focus, is described by
 * `text`, and no toast says it over the form.
 */
export async function expectProblemAt(control: HTMLElement, text: string): Promise<void> {
  await waitFor(() => expect(document.activeElement).toBe(control));
  const described = (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
  expect(described).toContain(text);
  expect(toastText()).toBe('');
}
