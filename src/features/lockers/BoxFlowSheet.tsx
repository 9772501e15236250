import { SpinLoading } from 'antd-mobile';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/light/Button';
import { CheckCircleFill } from '../../ui/light/marks/CheckCircleFill';
import { CloseCircleFill } from '../../ui/light/marks/CloseCircleFill';
import { ExclamationCircleFill } from '../../ui/light/marks/ExclamationCircleFill';
import { Sheet } from '../../ui/sheet/Sheet';
import { useModalFocus } from '../../ui/use-modal-focus';
import { type BoxFlowState, canClose, isWorking } from './box-flow';

export type BoxFlowSheetProps = {
  state: BoxFlowState;
  onRetry: () => void;
  onReopen: () => void;
  onClose: () => void;
};

/**
 * The box flow as the customer sees it: a bottom sheet that follows the machine (box-flow.ts) from the
 * unlock request to 'Put your shoes in the open box' / 'Take your shoes from the open box', with the one-tap
 * retry where one applies.
 * It cannot be dismissed while a call is in flight or a door is open and not yet recorded.
 * The cabinet screen loads it on demand (the default export) and mounts it with the first box flow.
 */
export default function BoxFlowSheet({ state, onRetry, onReopen, onClose }: BoxFlowSheetProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // Mounted already open (loaded on the first tap), the Popup would appear without sliding in: it opens on
  // the render after its first one.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const visible = mounted && state.phase !== 'idle';
  const closable = canClose(state);
  const dialog = useModalFocus<HTMLDivElement>(visible, closable ? onClose : undefined);

  return (
    <Sheet
      visible={visible}
      onMaskClick={closable ? onClose : undefined}
      destroyOnClose
      bodyClassName="box-flow"
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
    >
      {state.phase !== 'idle' && (
        // a modal dialog for the keyboard and screen readers; the section inside stays the named region
        <div ref={dialog} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby={headingId}>
          <section aria-labelledby={headingId} className="box-flow-body" data-phase={state.phase}>
            <h2 id={headingId} className="box-flow-title">
              {state.job.action === 'store' ? t('lockers.flow.titleStore') : t('lockers.flow.titlePick')}
            </h2>
            <p className="box-flow-meta">
              <span>{t('lockers.orderNo', { orderNo: state.job.orderNo })}</span>
              {state.job.boxNo && <span>{t('lockers.boxNo', { boxNo: state.job.boxNo })}</span>}
            </p>
            <FlowStatus state={state} />
            <div className="box-flow-actions">
              {state.phase === 'unlock-failed' && (
                <Button block color="primary" size="large" onClick={onRetry}>
                  {t('lockers.flow.continueUnlock')}
                </Button>
              )}
              {state.phase === 'timed-out' && (
                <>
                  <Button block color="primary" size="large" onClick={onRetry}>
                    {t('lockers.flow.checkAgain')}
                  </Button>
                  <Button block fill="outline" size="large" onClick={onReopen}>
                    {t('lockers.flow.unlockAgain')}
                  </Button>
                </>
              )}
              {state.phase === 'interrupted' && (
                <Button block color="primary" size="large" onClick={onRetry}>
                  {t('lockers.flow.tryAgain')}
                </Button>
              )}
              {state.phase === 'done' && (
                <Button block color="primary" size="large" onClick={onClose}>
                  {t('lockers.flow.done')}
                </Button>
              )}
              {closable && state.phase !== 'done' && (
                <Button block fill="none" size="large" onClick={onClose}>
                  {t('lockers.flow.close')}
                </Button>
              )}
            </div>
          </section>
        </div>
      )}
    </Sheet>
  );
}

function FlowStatus({ state }: { state: Exclude<BoxFlowState, { phase: 'idle' }> }) {
  const { t } = useTranslation();
  const store = state.job.action === 'store';

  if (isWorking(state)) {
    const text =
      state.phase === 'binding'
        ? t('lockers.flow.binding')
        : state.phase === 'confirming'
          ? t('lockers.flow.unlocked')
          : t('lockers.flow.unlocking');
    return (
      <div className="box-flow-status" role="status" aria-live="polite">
        {state.phase === 'confirming' ? (
          <CheckCircleFill aria-hidden className="box-flow-icon box-flow-ok" />
        ) : (
          <SpinLoading aria-hidden style={{ '--size': '40px' }} />
        )}
        <p className="box-flow-message">{text}</p>
        <p className="box-flow-hint">
          {state.phase === 'confirming'
            ? store
              ? t('lockers.flow.recordingStore')
              : t('lockers.flow.recordingPick')
            : t('lockers.flow.waitHint')}
        </p>
      </div>
    );
  }

  switch (state.phase) {
    case 'done':
      return (
        <div className="box-flow-status" role="status" aria-live="polite">
          <CheckCircleFill aria-hidden className="box-flow-icon box-flow-ok" />
          {/* the spec's 'box door opened, stored' said in order: what to do at the open box now, then what the
              server recorded; never 'stored' above a line asking to put the shoes in */}
          <p className="box-flow-message">{store ? t('lockers.flow.stored') : t('lockers.flow.collected')}</p>
          <p className="box-flow-hint">{store ? t('lockers.flow.storedHint') : t('lockers.flow.collectedHint')}</p>
        </div>
      );
    case 'unlock-failed':
      return (
        <div className="box-flow-status" role="alert">
          <CloseCircleFill aria-hidden className="box-flow-icon box-flow-bad" />
          <p className="box-flow-message">{t('errors.unlockFailed')}</p>
        </div>
      );
    case 'timed-out':
      return (
        <div className="box-flow-status" role="alert">
          <ExclamationCircleFill aria-hidden className="box-flow-icon box-flow-warn" />
          <p className="box-flow-message">{t('lockers.flow.timedOut')}</p>
          <p className="box-flow-hint">{t('lockers.flow.timedOutHint')}</p>
        </div>
      );
    case 'interrupted':
      return (
        <div className="box-flow-status" role="alert">
          <ExclamationCircleFill aria-hidden className="box-flow-icon box-flow-warn" />
          <p className="box-flow-message">{state.message}</p>
          <p className="box-flow-hint">
            {state.step === 'confirm'
              ? store
                ? t('lockers.flow.keptStore')
                : t('lockers.flow.keptPick')
              : t('lockers.flow.kept')}
          </p>
        </div>
      );
    case 'refused':
      return (
        <div className="box-flow-status" role="alert">
          <CloseCircleFill aria-hidden className="box-flow-icon box-flow-bad" />
          <p className="box-flow-message">{state.message}</p>
        </div>
      );
    default:
      return null;
  }
}
