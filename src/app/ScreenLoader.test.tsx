import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timeoutFlagAtom } from '../state/config';
import { getAppStore } from '../state/store';
import { type Frame, LOAD_INDICATOR_DELAY_MS, LOAD_TIMEOUT_MS, ScreenLoader, SHELL_HOLD_MS } from './ScreenLoader';

function Done() {
  return <p>screen ready</p>;
}

function renderLoader(
  load: () => Promise<{ default: () => React.JSX.Element }>,
  frame?: Frame,
  queryClient = new QueryClient(),
) {
  return render(
    <QueryClientProvider client={queryClient}>
      <Provider store={getAppStore()}>
        <ScreenLoader load={load} frame={frame} />
      </Provider>
    </QueryClientProvider>,
  );
}

/** A screen that counts how often it is drawn. */
let countedRenders = 0;
function Counted() {
  countedRenders += 1;
  return <p>screen ready</p>;
}

describe('screen loading', () => {
  // only the timers: React flushes a tap's update in a microtask, which must stay real
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('shows nothing for the first 200 ms, then a loading indicator, then the screen', async () => {
    let resolve: (m: { default: typeof Done }) => void = () => undefined;
    renderLoader(() => new Promise((r) => (resolve = r)));
    await act(async () => vi.advanceTimersByTime(LOAD_INDICATOR_DELAY_MS - 10));
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => vi.advanceTimersByTime(20));
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => resolve({ default: Done }));
    expect(screen.getByText('screen ready')).toBeTruthy();
  });

  it("shows the screen's bar at once while its code loads, never a blank page", async () => {
    let resolve: (m: { default: typeof Done }) => void = () => undefined;
    renderLoader(() => new Promise((r) => (resolve = r)), { title: 'Product list', back: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Product list' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(LOAD_INDICATOR_DELAY_MS + 10));
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => resolve({ default: Done }));
    expect(screen.getByText('screen ready')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Product list' })).toBeNull();
  });

  it('never shows the indicator for a screen that loads quickly', async () => {
    renderLoader(async () => ({ default: Done }));
    await act(async () => undefined);
    expect(screen.getByText('screen ready')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('after 60 s asks for a tap, and a tap tries again', async () => {
    let attempts = 0;
    const load = () => {
      attempts += 1;
      return attempts === 1 ? new Promise<never>(() => undefined) : Promise.resolve({ default: Done });
    };
    renderLoader(load);
    await act(async () => vi.advanceTimersByTime(LOAD_TIMEOUT_MS));
    const prompt = screen.getByRole('button', { name: 'Connection timed out, click the screen to try again' });
    expect(getAppStore().get(timeoutFlagAtom)).toBe(true);
    await act(async () => prompt.click());
    expect(screen.getByText('screen ready')).toBeTruthy();
    expect(attempts).toBe(2);
    expect(getAppStore().get(timeoutFlagAtom)).toBe(false);
  });

  it("draws the screen once, not again whenever a call elsewhere starts or ends (the start-up loads')", async () => {
    countedRenders = 0;
    const queryClient = new QueryClient();
    renderLoader(async () => ({ default: Counted }), undefined, queryClient);
    await act(async () => undefined);
    expect(screen.getByText('screen ready')).toBeTruthy();
    const drawn = countedRenders;
    let answerBrand: (brand: string) => void = () => undefined;
    await act(async () => {
      void queryClient.fetchQuery({ queryKey: ['brand'], queryFn: () => new Promise((r) => (answerBrand = r)) });
      await vi.advanceTimersByTimeAsync(10);
    });
    await act(async () => {
      answerBrand('Shoe Care');
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(countedRenders).toBe(drawn);
  });

  it('asks for a tap when the chunk fails to load (offline)', async () => {
    renderLoader(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: /Connection timed out/ })).toBeTruthy();
  });
});

/** A screen with one call; `answer` answers it. */
let answer: (value: string) => void = () => undefined;
function Cabinet() {
  const { data } = useQuery({
    queryKey: ['cabinet'],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  });
  return <p>{data ?? 'skeleton'}</p>;
}

/** The next frame painted and the task after it (where the frame gives way to the screen). */
async function paintedFrame() {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await vi.advanceTimersByTimeAsync(1);
}

describe("the boot script's frame", () => {
  const shell = { removed: 0, content: false };
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    Object.assign(shell, { removed: 0, content: false });
    window.__boot = {
      prefetched: [],
      showsContent: () => shell.content && shell.removed === 0,
      removeShell: () => {
        shell.removed += 1;
      },
    };
  });
  afterEach(() => {
    vi.useRealTimers();
    delete window.__boot;
  });

  it('gives way as soon as the screen is on display when it shows no content', async () => {
    renderLoader(async () => ({ default: Cabinet }));
    await act(async () => undefined);
    expect(screen.getByText('skeleton')).toBeTruthy();
    expect(shell.removed).toBeGreaterThan(0);
  });

  it("showing the screen's content, stays until the screen has its first answer instead of a skeleton", async () => {
    shell.content = true;
    renderLoader(async () => ({ default: Cabinet }));
    await act(async () => undefined);
    expect(screen.getByText('skeleton')).toBeTruthy();
    expect(shell.removed).toBe(0);
    await act(async () => {
      answer('Zhengzhou Jinshui Cabinet');
      await vi.advanceTimersByTimeAsync(10); // TanStack Query tells its observers on a timer
    });
    expect(screen.getByText('Zhengzhou Jinshui Cabinet')).toBeTruthy();
    expect(shell.removed).toBeGreaterThan(0);
  });

  it('showing content, gives way at once to a screen drawn from a kept answer while it is asked for afresh', async () => {
    shell.content = true;
    const queryClient = new QueryClient();
    // a returning customer's kept copy (src/app/kept-answers.ts): stale, so the screen asks for it again
    queryClient.setQueryData(['cabinet'], 'Zhengzhou Jinshui Cabinet', { updatedAt: 1 });
    renderLoader(async () => ({ default: Cabinet }), undefined, queryClient);
    await act(async () => undefined);
    expect(screen.getByText('Zhengzhou Jinshui Cabinet')).toBeTruthy();
    expect(queryClient.isFetching()).toBe(1);
    await act(paintedFrame);
    expect(shell.removed).toBeGreaterThan(0);
  });

  it('showing content, gives way after a while to a screen whose answer is slow', async () => {
    shell.content = true;
    renderLoader(async () => ({ default: Cabinet }));
    await act(async () => undefined);
    await act(async () => vi.advanceTimersByTime(SHELL_HOLD_MS - 10));
    expect(shell.removed).toBe(0);
    await act(async () => vi.advanceTimersByTime(20));
    expect(shell.removed).toBeGreaterThan(0);
  });
});
