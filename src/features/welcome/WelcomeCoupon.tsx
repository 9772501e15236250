import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { normalisePath, PATHS } from '../../lib/paths';
import { tokenAtom } from '../../state/session';

const WelcomeCouponRunner = lazy(() => import('./WelcomeCouponRunner'));

/**
 * The welcome coupon check, mounted in the app shell. Its code (the check, the coupon calls, the popup) loads
 * only once a check can be due: a customer logged in who is on Home, or who has just logged in. An anonymous
 * visitor, or a customer opening a cabinet link, downloads none of it.
 */
export function WelcomeCoupon() {
  const token = useAtomValue(tokenAtom);
  const [path] = useLocation();
  const tokenAtStart = useRef(token);
  const [due, setDue] = useState(false);
  const onHome = normalisePath(path) === PATHS.home;

  useEffect(() => {
    if (token && (onHome || token !== tokenAtStart.current)) setDue(true);
  }, [token, onHome]);

  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeCouponRunner tokenAtStart={tokenAtStart.current} />
    </Suspense>
  );
}
