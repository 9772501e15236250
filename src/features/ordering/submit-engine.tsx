import { type ComponentProps, type ReactNode, useCallback, useRef, useState } from 'react';
import { lazyPart } from '../../ui/lazy-part';
import type { PayMethod } from '../payment-method';
import type { OrderRequest, SubmitOutcome } from './use-submit-order';

/**
 * What is asked before the order is made: at a cabinet (`lockerNo`), whether to order with no box free; paying
 * from the balance, whether to pay `balanceAmount` (null: the amount is not known for what the form holds).
 */
export type SubmitQuestions = { lockerNo: string | null; balanceAmount: number | null };

/** What the form asks of the submit-and-pay path once its code is there. */
export type SubmitEngineApi = {
  submit: (method: PayMethod, request: OrderRequest, ask: SubmitQuestions) => Promise<SubmitOutcome | null>;
};

/** What the form shows of it: the submit button busy; the form given way to the order's payment panel. */
export type EngineState = { pending: boolean; takenOver: boolean };

type EngineProps = ComponentProps<typeof import('./SubmitEngine').SubmitEngine>;

const engine = lazyPart<EngineProps>(() => import('./SubmitEngine').then((module) => module.SubmitEngine));

/**
 * The order form opens without the code that creates and pays the order (about a quarter of the form's own
 * code): no one needs it to see the form. It loads as the customer first touches the form (`load`), long before a
 * submit on any real form; a submit that comes first waits for it, with the button busy, and a second tap
 * meanwhile adds nothing. Until the submit runs nothing has been sent, so a download that fails (it is tried
 * again until it comes) can never cost an order or a payment.
 *
 * `part` must stay in the same place in the screen whether the form or the order's panel shows: the engine
 * remembers what was sent, and is never remounted while the form is open.
 */
export function useSubmitEngine(onOrderExists: () => void): {
  part: ReactNode;
  load: () => void;
  withEngine: (use: (api: SubmitEngineApi) => Promise<unknown>) => Promise<void>;
  pending: boolean;
  takenOver: boolean;
} {
  const [mounted, setMounted] = useState(false);
  const [state, setState] = useState<EngineState>({ pending: false, takenOver: false });
  const [waiting, setWaiting] = useState(false);
  const api = useRef<SubmitEngineApi | null>(null);
  const waiter = useRef<((ready: SubmitEngineApi) => void) | null>(null);

  const register = useCallback((ready: SubmitEngineApi) => {
    api.current = ready;
    waiter.current?.(ready);
    waiter.current = null;
  }, []);

  const load = useCallback(() => {
    engine.prepare();
    setMounted(true);
  }, []);

  const withEngine = useCallback(async (use: (ready: SubmitEngineApi) => Promise<unknown>) => {
    if (api.current) {
      await use(api.current);
      return;
    }
    if (waiter.current) return; // tapped again while the code loads
    setWaiting(true);
    setMounted(true);
    const ready = await new Promise<SubmitEngineApi>((resolve) => {
      waiter.current = resolve;
    });
    setWaiting(false);
    await use(ready);
  }, []);

  const part = mounted ? <engine.Part onOrderExists={onOrderExists} onState={setState} register={register} /> : null;
  return { part, load, withEngine, pending: waiting || state.pending, takenOver: state.takenOver };
}
