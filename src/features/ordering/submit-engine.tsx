import { useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenScreenDrawnAndIdle } from '../../lib/screen-settled';
import { showToast } from '../../ui/feedback/toast';
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

let code: Promise<typeof import('./SubmitEngine')> | null = null;
/** The engine's code, asked for once; after a failed download, asked again the next time. */
const loadCode = () =>
  (code ??= import('./SubmitEngine').catch((error: unknown) => {
    code = null;
    throw error;
  }));

const engine = lazyPart<EngineProps>(() => loadCode().then((module) => module.SubmitEngine));

/**
 * The order form opens without the code that creates and pays the order (about a quarter of the form's own
 * code): no one needs it to see the form. It loads once the form is drawn with its answers and the browser
 * idle, or as the customer first touches the form (`load`), long before a submit on any real form; a submit
 * that comes first waits for it, with the button busy, and a second tap meanwhile adds nothing. Until the
 * submit runs nothing has been sent: when the download fails, the customer is told, the form stays as typed,
 * and the next tap asks for the code again. No order and no payment can come of it.
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
  const { t } = useTranslation();
  const api = useRef<SubmitEngineApi | null>(null);
  const starting = useRef(false);
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
  // Loaded a moment after the form is drawn with its answers, when the browser is idle, not in the customer's
  // first touch: mounting the engine re-renders the whole form, which made the first tap on it (a payment
  // method, the voucher button) 88 ms at 4x CPU, 56–72 without it (npm run bench's taps). Not while the form's
  // calls are out, nor at once after: its code would compete with their answers and then with the pictures.
  // A touch before then still loads it at once.
  const queryClient = useQueryClient();
  useEffect(() => whenScreenDrawnAndIdle(queryClient, load), [queryClient, load]);

  const withEngine = useCallback(
    async (use: (ready: SubmitEngineApi) => Promise<unknown>) => {
      if (api.current) {
        await use(api.current);
        return;
      }
      if (starting.current) return; // tapped again while the code loads
      starting.current = true;
      setWaiting(true);
      try {
        await loadCode();
      } catch {
        starting.current = false;
        setWaiting(false);
        showToast(t('errors.requestFailed')); // nothing was sent
        return;
      }
      setMounted(true);
      const ready =
        api.current ??
        (await new Promise<SubmitEngineApi>((resolve) => {
          waiter.current = resolve;
        }));
      starting.current = false;
      setWaiting(false);
      await use(ready);
    },
    [t],
  );

  const part = mounted ? <engine.Part onOrderExists={onOrderExists} onState={setState} register={register} /> : null;
  return { part, load, withEngine, pending: waiting || state.pending, takenOver: state.takenOver };
}
