import { describe, expect, it } from 'vitest';
import type { Id } from '../../lib/id';
import {
  type BoxFlowEvent,
  type BoxFlowState,
  type BoxJob,
  boxFlowReducer,
  canClose,
  effectOf,
  initialBoxFlow,
  isBusy,
  MAX_POLLS,
  POLL_DELAYS_MS,
} from './box-flow';

const storeJob: BoxJob = { action: 'store', orderInfoId: '5002', orderNo: 'SO2', boxNo: null };
const pickJob: BoxJob = { action: 'pick', orderInfoId: '5007', orderNo: 'SO7', boxNo: 'A07' };
const bindJob: BoxJob = { ...storeJob, orderInfoId: '5003', bind: { orderId: '3', lockerNo: 'L001' } };

/** Feeds events one after another; events needing a `seq` get the current state's. */
type Step = BoxFlowEvent | ((state: BoxFlowState) => BoxFlowEvent);
function run(steps: Step[], from: BoxFlowState = initialBoxFlow): BoxFlowState {
  return steps.reduce<BoxFlowState>(
    (state, step) => boxFlowReducer(state, typeof step === 'function' ? step(state) : step),
    from,
  );
}
const opened =
  (resultId: Id, boxNo: string | null = 'B02') =>
  (state: BoxFlowState): BoxFlowEvent => ({ type: 'opened', seq: state.seq, resultId, boxNo });
const result =
  (status: 'pending' | 'success' | 'failed', boxNo: string | null = null) =>
  (state: BoxFlowState): BoxFlowEvent => ({ type: 'result', seq: state.seq, status, boxNo });
const confirmed = (state: BoxFlowState): BoxFlowEvent => ({ type: 'confirmed', seq: state.seq });
const bound = (state: BoxFlowState): BoxFlowEvent => ({ type: 'bound', seq: state.seq });
const networkDown = (state: BoxFlowState): BoxFlowEvent => ({
  type: 'failed',
  seq: state.seq,
  message: 'Request Error',
  refused: false,
});
const refusedBy =
  (message: string) =>
  (state: BoxFlowState): BoxFlowEvent => ({ type: 'failed', seq: state.seq, message, refused: true });

describe('box flow: success', () => {
  it('stores: open -> wait for the cabinet -> unlock successful -> success call -> stored', () => {
    let state = run([{ type: 'start', job: storeJob }]);
    expect(state.phase).toBe('opening');
    expect(effectOf(state)).toMatchObject({ kind: 'open', action: 'store', orderInfoId: '5002' });

    state = run([opened('41', 'B02')], state);
    expect(state).toMatchObject({ phase: 'waiting', resultId: '41', polls: 0, job: { boxNo: 'B02' } });
    expect(effectOf(state)).toMatchObject({ kind: 'poll', resultId: '41', delayMs: POLL_DELAYS_MS[0] });

    state = run([result('pending')], state);
    expect(state).toMatchObject({ phase: 'waiting', polls: 1 });
    expect(effectOf(state)).toMatchObject({ kind: 'poll', delayMs: POLL_DELAYS_MS[1] });

    state = run([result('success', 'B02')], state);
    expect(state).toMatchObject({ phase: 'confirming', resultId: '41' });
    expect(effectOf(state)).toMatchObject({ kind: 'confirm', action: 'store', orderInfoId: '5002' });
    expect(isBusy(state)).toBe(true);
    expect(canClose(state)).toBe(false);

    state = run([confirmed], state);
    expect(state).toMatchObject({ phase: 'done', job: { action: 'store', boxNo: 'B02' } });
    expect(effectOf(state)).toBeNull();
    expect(isBusy(state)).toBe(false);
    expect(run([{ type: 'close' }], state).phase).toBe('idle');
  });

  it('collects with the box it already knows', () => {
    const state = run([{ type: 'start', job: pickJob }, opened('7', null), result('success'), confirmed]);
    expect(state).toMatchObject({ phase: 'done', job: { action: 'pick', boxNo: 'A07' } });
  });

  it('binds an online order to this cabinet before opening, once', () => {
    let state = run([{ type: 'start', job: bindJob }]);
    expect(state.phase).toBe('binding');
    expect(effectOf(state)).toMatchObject({ kind: 'bind', orderId: '3', lockerNo: 'L001' });
    state = run([bound], state);
    expect(state.phase).toBe('opening');
    expect(state.phase !== 'idle' && state.job.bind).toBeNull();
    // a failed unlock after binding retries the opening only, never the binding
    state = run([opened('9'), result('failed'), { type: 'retry' }], state);
    expect(state.phase).toBe('opening');
  });
});

describe('box flow: failure then retry', () => {
  it("shows 'unlocking failed' and one retry opens again", () => {
    let state = run([{ type: 'start', job: storeJob }, opened('1'), result('pending'), result('failed')]);
    expect(state.phase).toBe('unlock-failed');
    expect(effectOf(state)).toBeNull();
    expect(isBusy(state)).toBe(false);
    expect(canClose(state)).toBe(true);

    state = run([{ type: 'retry' }], state);
    expect(state.phase).toBe('opening');
    expect(effectOf(state)).toMatchObject({ kind: 'open', orderInfoId: '5002' });
    state = run([opened('2'), result('success'), confirmed], state);
    expect(state.phase).toBe('done');
  });

  it('ends on a refusal to open, with the server message, and can be closed', () => {
    const state = run([{ type: 'start', job: storeJob }, refusedBy('No box is free')]);
    expect(state).toMatchObject({ phase: 'refused', message: 'No box is free' });
    expect(run([{ type: 'retry' }], state)).toBe(state);
    expect(run([{ type: 'close' }], state).phase).toBe('idle');
  });

  it('ends on a refusal to bind', () => {
    const state = run([{ type: 'start', job: bindJob }, refusedBy('This cabinet belongs to another shop')]);
    expect(state).toMatchObject({ phase: 'refused', message: 'This cabinet belongs to another shop' });
  });
});

describe('box flow: the result never arrives', () => {
  it('polls a bounded number of times with a growing delay, then times out', () => {
    let state = run([{ type: 'start', job: storeJob }, opened('5')]);
    const delays: number[] = [];
    for (let poll = 0; poll < MAX_POLLS; poll++) {
      const effect = effectOf(state);
      expect(effect?.kind).toBe('poll');
      if (effect?.kind === 'poll') delays.push(effect.delayMs);
      state = run([result('pending')], state);
    }
    expect(delays).toEqual([...POLL_DELAYS_MS]);
    expect(delays.every((delay, i) => i === 0 || delay >= (delays[i - 1] ?? 0))).toBe(true);
    expect(delays.reduce((sum, delay) => sum + delay, 0)).toBeLessThanOrEqual(20_000);
    expect(state).toMatchObject({ phase: 'timed-out', resultId: '5' });
    expect(effectOf(state)).toBeNull();
    expect(isBusy(state)).toBe(true); // the door may still open: leaving asks first
    expect(canClose(state)).toBe(true);
  });

  it('"check again" asks about the same opening with a fresh budget', () => {
    const timedOut = run([
      { type: 'start', job: storeJob },
      opened('5'),
      ...Array.from({ length: MAX_POLLS }, () => result('pending')),
    ]);
    const again = run([{ type: 'retry' }], timedOut);
    expect(again).toMatchObject({ phase: 'waiting', resultId: '5', polls: 0 });
    expect(run([result('success'), confirmed], again).phase).toBe('done');
  });

  it('"unlock again" asks the cabinet to open again', () => {
    const timedOut = run([
      { type: 'start', job: storeJob },
      opened('5'),
      ...Array.from({ length: MAX_POLLS }, () => result('pending')),
    ]);
    const reopened = run([{ type: 'reopen' }], timedOut);
    expect(reopened.phase).toBe('opening');
    expect(effectOf(reopened)).toMatchObject({ kind: 'open' });
    expect(run([{ type: 'reopen' }], initialBoxFlow)).toBe(initialBoxFlow);
  });
});

describe('box flow: network failure mid-flow keeps the place', () => {
  it('while opening: retry opens again', () => {
    const state = run([{ type: 'start', job: storeJob }, networkDown]);
    expect(state).toMatchObject({ phase: 'interrupted', step: 'open', message: 'Request Error' });
    expect(run([{ type: 'retry' }], state).phase).toBe('opening');
  });

  it('while binding: retry binds again', () => {
    const state = run([{ type: 'start', job: bindJob }, networkDown]);
    expect(state).toMatchObject({ phase: 'interrupted', step: 'bind' });
    expect(run([{ type: 'retry' }], state).phase).toBe('binding');
  });

  it('while waiting for the cabinet: retry follows the same opening (the door is not opened twice)', () => {
    const state = run([{ type: 'start', job: storeJob }, opened('12', 'B05'), result('pending'), networkDown]);
    expect(state).toMatchObject({ phase: 'interrupted', step: 'result', resultId: '12', job: { boxNo: 'B05' } });
    expect(isBusy(state)).toBe(true);
    const resumed = run([{ type: 'retry' }], state);
    expect(resumed).toMatchObject({ phase: 'waiting', resultId: '12', polls: 0 });
    expect(effectOf(resumed)).toMatchObject({ kind: 'poll', resultId: '12' });
  });

  it('after the door opened: retry only repeats the success call', () => {
    const state = run([{ type: 'start', job: pickJob }, opened('3', null), result('success'), networkDown]);
    expect(state).toMatchObject({ phase: 'interrupted', step: 'confirm', resultId: '3', job: { boxNo: 'A07' } });
    expect(canClose(state)).toBe(false); // the door is open: the collection must be recorded
    expect(run([{ type: 'close' }], state)).toBe(state);
    const resumed = run([{ type: 'retry' }], state);
    expect(resumed).toMatchObject({ phase: 'confirming', resultId: '3' });
    expect(effectOf(resumed)).toMatchObject({ kind: 'confirm', action: 'pick', orderInfoId: '5007' });
    expect(run([confirmed], resumed).phase).toBe('done');
  });

  it('a refused success call is retried, never ends the flow', () => {
    const state = run([{ type: 'start', job: storeJob }, opened('3'), result('success'), refusedBy('Server busy')]);
    expect(state).toMatchObject({ phase: 'interrupted', step: 'confirm' });
  });
});

describe('box flow: guards', () => {
  it('ignores an answer meant for an earlier step', () => {
    const waiting = run([{ type: 'start', job: storeJob }, opened('1')]);
    const staleSeq = waiting.seq - 1;
    expect(boxFlowReducer(waiting, { type: 'opened', seq: staleSeq, resultId: '99', boxNo: 'Z' })).toBe(waiting);
    expect(boxFlowReducer(waiting, { type: 'result', seq: staleSeq, status: 'failed', boxNo: null })).toBe(waiting);
    expect(boxFlowReducer(waiting, { type: 'failed', seq: staleSeq, message: 'x', refused: true })).toBe(waiting);
  });

  it('runs one box at a time', () => {
    const opening = run([{ type: 'start', job: storeJob }]);
    expect(run([{ type: 'start', job: pickJob }], opening)).toBe(opening);
    const failedOnce = run([opened('1'), result('failed')], opening);
    expect(run([{ type: 'start', job: pickJob }], failedOnce)).toMatchObject({
      phase: 'opening',
      job: { action: 'pick' },
    });
  });

  it('cannot be closed while a call is in flight', () => {
    const waiting = run([{ type: 'start', job: storeJob }, opened('1')]);
    expect(run([{ type: 'close' }], waiting)).toBe(waiting);
    expect(effectOf(initialBoxFlow)).toBeNull();
  });
});
