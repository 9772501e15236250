import { expect, test, vi } from 'vitest';
import { FIRST_SCREEN_MARK } from './marks';

test('the first screen shown settles the promise and leaves one performance mark, however often it is marked', async () => {
  // a module of its own: the files of a worker share one module graph, where another may have marked it
  vi.resetModules();
  const { firstScreenShown, markFirstScreenShown } = await import('./first-screen');
  performance.clearMarks(FIRST_SCREEN_MARK);
  markFirstScreenShown();
  markFirstScreenShown();
  await expect(firstScreenShown).resolves.toBeUndefined();
  expect(performance.getEntriesByName(FIRST_SCREEN_MARK, 'mark')).toHaveLength(1);
});
