import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { toastText } from './toast';

/**
 * A form's problem said the one way (src/ui/form-problem.tsx): `control` has the focus, is described by
 * `text`, and no toast says it over the form.
 */
export async function expectProblemAt(control: HTMLElement, text: string): Promise<void> {
  await waitFor(() => expect(document.activeElement).toBe(control), { timeout: 3000 });
  const described = (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
  expect(described).toContain(text);
  expect(toastText()).not.toContain(text);
}

/**
 * The same for a part of a form (a group of choices, a section): the problem `text` is said inside
 * `part`, the focus is on one of its controls, and no toast says it over the form.
 */
export async function expectProblemWithin(part: HTMLElement, text: string): Promise<void> {
  await waitFor(() => expect(part.contains(document.activeElement)).toBe(true), { timeout: 3000 });
  expect(part.querySelector('.form-problem')?.textContent).toBe(text);
  // another toast may show meanwhile (the cart re-priced for this customer as the form opened)
  expect(toastText()).not.toContain(text);
}
