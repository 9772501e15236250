import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { isApiError } from '../../api/errors';
import { lockerQueries } from '../../api/locker';
import { orderQueries } from '../../api/order';
import { orderMutations } from '../../api/order-writes';
import { t } from '../../i18n/index';
import type { Id } from '../../lib/id';
import {
  type BoxAction,
  type BoxFlowEffect,
  type BoxFlowEvent,
  type BoxJob,
  boxFlowReducer,
  effectOf,
  initialBoxFlow,
} from './box-flow';

/**
 * The calls of the flow: the writes through the order mutations (which refresh the orders and the cabinets),
 * the reads through the query client.
 */
function useBoxCalls() {
  const reads = useQueryClient();
  const bind = useMutation(orderMutations.bind()).mutateAsync;
  const storeOpen = useMutation(orderMutations.storeOpen()).mutateAsync;
  const pickOpen = useMutation(orderMutations.pickOpen()).mutateAsync;
  const storeSuccess = useMutation(orderMutations.storeSuccess()).mutateAsync;
  const pickSuccess = useMutation(orderMutations.pickSuccess()).mutateAsync;
  return useMemo(
    () => ({ reads, bind, storeOpen, pickOpen, storeSuccess, pickSuccess }),
    [reads, bind, storeOpen, pickOpen, storeSuccess, pickSuccess],
  );
}

type BoxCalls = ReturnType<typeof useBoxCalls>;

/**
 * Runs the box flow machine (box-flow.ts) against the user-api: each state's effect is started once, and its
 * answer is dispatched with the `seq` it belongs to. Calls go out even if a re-render or React's strict mode
 * re-runs the effect; leaving the screen stops polling and drops late answers.
 */
export function useBoxFlow() {
  const [state, dispatch] = useReducer(boxFlowReducer, initialBoxFlow);
  const calls = useBoxCalls();
  const startedSeq = useRef(-1);
  const alive = useRef(true);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    alive.current = true;
    const pendingTimers = timers.current;
    return () => {
      alive.current = false;
      for (const timer of pendingTimers) clearTimeout(timer);
      pendingTimers.clear();
    };
  }, []);

  const send = useCallback((event: BoxFlowEvent) => {
    if (alive.current) dispatch(event);
  }, []);

  useEffect(() => {
    const effect = effectOf(state);
    if (!effect || startedSeq.current === effect.seq) return;
    startedSeq.current = effect.seq;
    const start = () =>
      void perform(effect, calls).then((event) => {
        if (event) send(event);
      });
    if (effect.kind === 'poll') {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        if (alive.current) start();
      }, effect.delayMs);
      timers.current.add(timer);
    } else {
      start();
    }
  }, [state, send, calls]);

  const start = useCallback((job: BoxJob) => dispatch({ type: 'start', job }), []);
  const retry = useCallback(() => dispatch({ type: 'retry' }), []);
  const reopen = useCallback(() => dispatch({ type: 'reopen' }), []);
  const close = useCallback(() => dispatch({ type: 'close' }), []);

  return { state, start, retry, reopen, close };
}

/**
 * Whether the server already holds the shoes as stored (or collected): the sub-order has moved past waiting
 * for it. A read that fails knows nothing, and says no.
 */
async function recorded(action: BoxAction, orderInfoId: Id, reads: QueryClient): Promise<boolean> {
  try {
    const info = await reads.fetchQuery({ ...orderQueries.info(orderInfoId), staleTime: 0 });
    if (action === 'store')
      return info.status !== 'to-be-stored' && info.status !== 'unpaid' && info.action !== 'store';
    return info.status === 'completed';
  } catch {
    return false;
  }
}

/** Makes the effect's call and turns its outcome into the machine's event (null when cancelled). */
async function perform(effect: BoxFlowEffect, calls: BoxCalls): Promise<BoxFlowEvent | null> {
  const { seq } = effect;
  try {
    switch (effect.kind) {
      case 'bind': {
        // a cabinet with no free box takes nothing: the order is bound only where a box can be given, so a
        // full cabinet never holds on to an order that could be stored at another one
        const free = await calls.reads.fetchQuery(lockerQueries.freeBox(effect.lockerNo));
        if (free.freeBoxes === 0) return { type: 'failed', seq, message: t('lockers.noFreeBox'), refused: true };
        await calls.bind({ orderId: effect.orderId, lockerNo: effect.lockerNo });
        return { type: 'bound', seq };
      }
      case 'open': {
        const ticket = await (effect.action === 'store' ? calls.storeOpen : calls.pickOpen)(effect.orderInfoId);
        return { type: 'opened', seq, resultId: ticket.resultId, boxNo: ticket.boxNo };
      }
      case 'poll': {
        const result = await calls.reads.fetchQuery(orderQueries.openResult(effect.resultId));
        return { type: 'result', seq, status: result.status, boxNo: result.boxNo };
      }
      case 'confirm':
        try {
          // a code-200 answer is the server saying it is done, whatever else it holds (nothing is read from it)
          await (effect.action === 'store' ? calls.storeSuccess : calls.pickSuccess)(effect.orderInfoId);
        } catch (error) {
          // no answer (or none the app can read): the server may have recorded it all the same; ask before
          // offering to record it again (a refusal is the server's word: nothing to ask)
          const refusal = isApiError(error) && (error.kind === 'business' || error.kind === 'session');
          if (refusal || !(await recorded(effect.action, effect.orderInfoId, calls.reads))) throw error;
        }
        return { type: 'confirmed', seq };
      default:
        return null;
    }
  } catch (error) {
    if (isApiError(error) && error.details.aborted) return null;
    const message = error instanceof Error && error.message ? error.message : t('errors.requestFailed');
    // A business answer (or an expired session) is the server saying no; anything else may pass if retried.
    const refused = isApiError(error) && (error.kind === 'business' || error.kind === 'session');
    return { type: 'failed', seq, message, refused };
  }
}
