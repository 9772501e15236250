import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { ANTD } from '../ui/antd';

/**
 * Answers the question a balance payment asks first ("Pay ¥25.00 from your balance?"): Pay, or
 * Cancel. Returns the question's text, so a test can say which amount was asked about.
 */
export async function answerBalanceQuestion(user: UserEvent, answer: 'Pay' | 'Cancel' = 'Pay'): Promise<string> {
  let dialog: HTMLElement | null = null;
  await waitFor(() => {
    dialog =
      [...document.querySelectorAll<HTMLElement>(ANTD.dialog)].find((node) =>
        /from your balance\?/.test(node.textContent ?? ''),
      ) ?? null;
    expect(dialog).not.toBeNull();
  });
  const question = dialog as unknown as HTMLElement;
  const text = question.querySelector(ANTD.dialogContent)?.textContent ?? question.textContent ?? '';
  await user.click(within(question).getByRole('button', { name: answer }));
  return text;
}
