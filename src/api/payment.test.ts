import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { orderKeys } from './order';
import { paymentMutations } from './payment';
import { walletKeys } from './wallet';

/** A client holding a fresh order list and wallet balance, as a screen that read them has. */
function clientWithReads() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(orderKeys.counts(), { unpaid: 1 });
  client.setQueryData(walletKeys.info(), { balance: 0 });
  return client;
}

const invalidated = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryCache().find({ queryKey: key })?.state.isInvalidated;

describe('a payment refreshes what it changes once it is over', () => {
  it('marks the orders and the wallet to be read again after a paid payment', async () => {
    const client = clientWithReads();
    const payment = new MutationObserver(
      client,
      paymentMutations.pay(async () => 'paid'),
    );
    expect(await payment.mutate(undefined)).toBe('paid');
    expect(invalidated(client, orderKeys.counts())).toBe(true);
    expect(invalidated(client, walletKeys.info())).toBe(true);
  });

  it('does the same when the payment failed on its way', async () => {
    const client = clientWithReads();
    const payment = new MutationObserver(
      client,
      paymentMutations.pay(async () => {
        throw new Error('the chat app closed');
      }),
    );
    await expect(payment.mutate(undefined)).rejects.toThrow('the chat app closed');
    expect(invalidated(client, orderKeys.counts())).toBe(true);
    expect(invalidated(client, walletKeys.info())).toBe(true);
  });

  it('leaves them while the payment runs: the money has not moved yet', async () => {
    const client = clientWithReads();
    let finish = (_: string) => {};
    const running = new Promise<string>((resolve) => {
      finish = resolve;
    });
    const payment = new MutationObserver(
      client,
      paymentMutations.pay(() => running),
    );
    const done = payment.mutate(undefined);
    await Promise.resolve();
    expect(invalidated(client, walletKeys.info())).toBe(false);
    finish('paid');
    await done;
    expect(invalidated(client, walletKeys.info())).toBe(true);
  });
});
