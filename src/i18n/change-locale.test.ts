// @vitest-environment happy-dom

import { expect, test } from 'vitest';
import { changeLocale, i18n } from './index';

test('the language last chosen wins, however long the one chosen before it takes to arrive', async () => {
  let vietnameseArrives = () => {};
  const slow = new Promise<void>((resolve) => {
    vietnameseArrives = resolve;
  });
  // Vietnamese tapped, its texts still on their way; English tapped straight after
  const vietnamese = changeLocale('vi', slow);
  await changeLocale('en');
  expect(i18n.language).toBe('en');
  vietnameseArrives();
  await vietnamese;
  expect(i18n.language).toBe('en');
  expect(document.documentElement.lang).toBe('en');
});

test('asking for the language already shown changes nothing, so no text on screen is drawn again', async () => {
  await changeLocale('en');
  let switches = 0;
  const count = () => {
    switches += 1;
  };
  i18n.on('languageChanged', count);
  try {
    await changeLocale('en');
    expect(switches).toBe(0);
    expect(document.documentElement.lang).toBe('en');
  } finally {
    i18n.off('languageChanged', count);
  }
});
