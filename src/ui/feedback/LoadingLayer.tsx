import { Spinner } from '../light/Spinner';
import { useLoadingLabel } from './loading';

/** The blocking loading indicator (./loading.ts); a layer of its own, so toasts never hide it. */
export function LoadingLayer() {
  const label = useLoadingLabel();
  if (label === null) return null;
  return (
    <div className="loading-layer" role="alert" aria-busy="true" aria-live="assertive">
      <div className="loading-box">
        <Spinner color="white" />
        {label && <span>{label}</span>}
      </div>
    </div>
  );
}
