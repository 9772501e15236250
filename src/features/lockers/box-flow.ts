import type { Id } from '../../lib/id';
/**
 * The box flow at a cabinet (spec section 4), as a pure state machine: open a box (`/order/store-open` or
 * `/order/pick-open`), follow the cabinet's answer (`/order/open-result`, polled with a short bounded
 * backoff), then 'Unlock successful' and the success call (`/order/store-success` / `/order/pick-success`),
 * or 'Unlocking failed, please continue unlock' with a one-tap retry. An online order not bound to this
 * cabinet yet is bound first (`/order/binding-order`), once the cabinet says a box is free (`/locker/free-box`).
 *
 * The reducer decides; `effectOf(state)` says what the driver (use-box-flow.ts) must call next. Every state
 * that waits for a call carries a `seq`: an answer is dispatched with the `seq` it was started for, and an
 * answer for an older step is ignored, so a late reply can never move the flow backwards.
 */

export type BoxAction = 'store' | 'pick';

export type BoxJob = {
  action: BoxAction;
  orderInfoId: Id;
  orderNo: string;
  /** Known before opening for shoes waiting to be collected; given by the cabinet when storing. */
  boxNo: string | null;
  /** An online order not bound to a cabinet yet: bound to this one before the box opens. */
  bind?: { orderId: Id; lockerNo: string } | null;
};

/** Where a failed call left the customer: retrying resumes this step, nothing done before is redone. */
export type FlowStep = 'bind' | 'open' | 'result' | 'confirm';

/**
 * Delays before each ask for the open result (ms): quick at first (a cabinet answers in 1-2 s), then
 * slower; about 16 s in all before the flow says the cabinet has not answered.
 */
export const POLL_DELAYS_MS: readonly number[] = [400, 600, 800, 1000, 1200, 1500, 2000, 2000, 2500, 3000];
export const MAX_POLLS = POLL_DELAYS_MS.length;

type Base = { seq: number; job: BoxJob };

export type BoxFlowState =
  | { phase: 'idle'; seq: number }
  | (Base & { phase: 'binding' })
  | (Base & { phase: 'opening' })
  /** The cabinet was asked; `polls` answers so far said 'pending'. */
  | (Base & { phase: 'waiting'; resultId: Id; polls: number })
  /** 'Unlocking failed, please continue unlock'. */
  | (Base & { phase: 'unlock-failed' })
  /** No answer from the cabinet within the polling budget: check again, or unlock again. */
  | (Base & { phase: 'timed-out'; resultId: Id })
  /** 'Unlock successful': the door is open, the success call is being made. */
  | (Base & { phase: 'confirming'; resultId: Id })
  /** A call failed on the way (network, server): retrying resumes `step`. */
  | (Base & { phase: 'interrupted'; step: FlowStep; resultId: Id | null; message: string })
  /** The server refused to bind or open (no free box, offline cabinet, something owed …). */
  | (Base & { phase: 'refused'; message: string })
  /** 'Put your shoes in the open box' / 'Take your shoes from the open box'. */
  | (Base & { phase: 'done' });

export type BoxFlowPhase = BoxFlowState['phase'];

export type BoxFlowEvent =
  | { type: 'start'; job: BoxJob }
  | { type: 'bound'; seq: number }
  | { type: 'opened'; seq: number; resultId: Id; boxNo: string | null }
  | { type: 'result'; seq: number; status: 'pending' | 'success' | 'failed'; boxNo: string | null }
  | { type: 'confirmed'; seq: number }
  /**
   * The call of the current step failed. `refused`: the server said no for a business reason (only bind and
   * open end the flow on it; a refused poll or success call is retried like any other failure).
   */
  | { type: 'failed'; seq: number; message: string; refused: boolean }
  /** The one-tap retry: continue unlock, check again, or resume an interrupted step. */
  | { type: 'retry' }
  /** From 'timed-out': ask the cabinet to open again instead of waiting for the first answer. */
  | { type: 'reopen' }
  | { type: 'close' };

export const initialBoxFlow: BoxFlowState = { phase: 'idle', seq: 0 };

/** A box door is on its way open (or open and not yet recorded): leaving now asks first. */
export function isBusy(state: BoxFlowState): boolean {
  return (
    state.phase === 'binding' ||
    state.phase === 'opening' ||
    state.phase === 'waiting' ||
    state.phase === 'confirming' ||
    state.phase === 'timed-out' ||
    state.phase === 'interrupted'
  );
}

/** Whether the flow is waiting on a call right now (nothing for the customer to do but wait). */
export function isWorking(state: BoxFlowState): boolean {
  return (
    state.phase === 'binding' || state.phase === 'opening' || state.phase === 'waiting' || state.phase === 'confirming'
  );
}

/** The flow can be closed (nothing in flight, and no door opened and left unrecorded). */
export function canClose(state: BoxFlowState): boolean {
  return (
    state.phase === 'idle' ||
    state.phase === 'done' ||
    state.phase === 'refused' ||
    state.phase === 'unlock-failed' ||
    state.phase === 'timed-out' ||
    (state.phase === 'interrupted' && state.step !== 'confirm')
  );
}

type Unsequenced<S> = S extends unknown ? Omit<S, 'seq'> : never;

/** The next state: every transition gets a new `seq`, so answers for the previous one are told apart. */
function next(state: BoxFlowState, target: Unsequenced<BoxFlowState>): BoxFlowState {
  return { ...target, seq: state.seq + 1 } as BoxFlowState;
}

export function boxFlowReducer(state: BoxFlowState, event: BoxFlowEvent): BoxFlowState {
  switch (event.type) {
    case 'start': {
      // One box at a time: a flow in progress (or a door left open and unrecorded) is finished or closed first.
      if (isBusy(state)) return state;
      const job = { ...event.job };
      return next(state, { phase: job.bind ? 'binding' : 'opening', job });
    }
    case 'retry':
      return retry(state);
    case 'reopen':
      return state.phase === 'timed-out' ? next(state, { phase: 'opening', job: state.job }) : state;
    case 'close':
      return canClose(state) ? next(state, { phase: 'idle' }) : state;
    default:
      break;
  }

  // Answers of calls: only for the step they were started for.
  if (state.phase === 'idle' || event.seq !== state.seq) return state;
  const { job } = state;

  switch (event.type) {
    case 'bound':
      return state.phase === 'binding' ? next(state, { phase: 'opening', job: { ...job, bind: null } }) : state;
    case 'opened':
      if (state.phase !== 'opening') return state;
      return next(state, {
        phase: 'waiting',
        job: { ...job, boxNo: event.boxNo ?? job.boxNo },
        resultId: event.resultId,
        polls: 0,
      });
    case 'result': {
      if (state.phase !== 'waiting') return state;
      const withBox = { ...job, boxNo: event.boxNo ?? job.boxNo };
      if (event.status === 'success')
        return next(state, { phase: 'confirming', job: withBox, resultId: state.resultId });
      if (event.status === 'failed') return next(state, { phase: 'unlock-failed', job: withBox });
      const polls = state.polls + 1;
      if (polls >= MAX_POLLS) return next(state, { phase: 'timed-out', job: withBox, resultId: state.resultId });
      return next(state, { phase: 'waiting', job: withBox, resultId: state.resultId, polls });
    }
    case 'confirmed':
      return state.phase === 'confirming' ? next(state, { phase: 'done', job }) : state;
    case 'failed':
      return failed(state, event);
    default:
      return state;
  }
}

function failed(state: BoxFlowState, event: { message: string; refused: boolean }): BoxFlowState {
  switch (state.phase) {
    case 'binding':
    case 'opening':
      if (event.refused) return next(state, { phase: 'refused', job: state.job, message: event.message });
      return next(state, {
        phase: 'interrupted',
        job: state.job,
        step: state.phase === 'binding' ? 'bind' : 'open',
        resultId: null,
        message: event.message,
      });
    case 'waiting':
      return next(state, {
        phase: 'interrupted',
        job: state.job,
        step: 'result',
        resultId: state.resultId,
        message: event.message,
      });
    case 'confirming':
      return next(state, {
        phase: 'interrupted',
        job: state.job,
        step: 'confirm',
        resultId: state.resultId,
        message: event.message,
      });
    default:
      return state;
  }
}

function retry(state: BoxFlowState): BoxFlowState {
  switch (state.phase) {
    case 'unlock-failed':
      return next(state, { phase: 'opening', job: state.job });
    case 'timed-out':
      // Ask again about the same opening first: opening twice could open the door twice.
      return next(state, { phase: 'waiting', job: state.job, resultId: state.resultId, polls: 0 });
    case 'interrupted':
      switch (state.step) {
        case 'bind':
          return next(state, { phase: 'binding', job: state.job });
        case 'open':
          return next(state, { phase: 'opening', job: state.job });
        case 'result':
          return state.resultId === null
            ? next(state, { phase: 'opening', job: state.job })
            : next(state, { phase: 'waiting', job: state.job, resultId: state.resultId, polls: 0 });
        case 'confirm':
          return state.resultId === null
            ? next(state, { phase: 'opening', job: state.job })
            : next(state, { phase: 'confirming', job: state.job, resultId: state.resultId });
        default:
          return state;
      }
    default:
      return state;
  }
}

export type BoxFlowEffect =
  | { kind: 'bind'; seq: number; orderId: Id; lockerNo: string }
  | { kind: 'open'; seq: number; action: BoxAction; orderInfoId: Id }
  | { kind: 'poll'; seq: number; resultId: Id; delayMs: number }
  | { kind: 'confirm'; seq: number; action: BoxAction; orderInfoId: Id };

/** The call the driver makes for this state, if any. */
export function effectOf(state: BoxFlowState): BoxFlowEffect | null {
  switch (state.phase) {
    case 'binding':
      return state.job.bind
        ? { kind: 'bind', seq: state.seq, orderId: state.job.bind.orderId, lockerNo: state.job.bind.lockerNo }
        : null;
    case 'opening':
      return { kind: 'open', seq: state.seq, action: state.job.action, orderInfoId: state.job.orderInfoId };
    case 'waiting':
      return {
        kind: 'poll',
        seq: state.seq,
        resultId: state.resultId,
        delayMs: POLL_DELAYS_MS[Math.min(state.polls, MAX_POLLS - 1)] ?? 1000,
      };
    case 'confirming':
      return { kind: 'confirm', seq: state.seq, action: state.job.action, orderInfoId: state.job.orderInfoId };
    default:
      return null;
  }
}
