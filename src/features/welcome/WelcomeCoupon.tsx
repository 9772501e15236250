import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { normalisePath, PATHS } from '../../lib/paths';
import { whenScreenDrawnAndIdle } from '../../lib/screen-settled';
import { tokenAtom } from '../../state/session';

const WelcomeCouponRunner = lazy(() => import('./WelcomeCouponRunner'));

/**
 * The welcome coupon check, mounted in the app shell. Its code (the check, the coupon calls, the popup) loads
 * only once a check can be due: a customer logged in who is on Home, or who has just logged in. An anonymous
 * visitor, or a customer opening a cabinet link, downloads none of it.
 *
 * For a session the app started with, the check waits until Home is drawn with its answers, a moment more and
 * the browser idle: its code (6 KB gzip) and its calls would otherwise compete with Home's own and its
 * pictures, which the customer came for (issue 49), and its popup is better shown over a drawn Home. Just after
 * a login it runs at once: the login screen waits for its answer before going on.
 */
export function WelcomeCoupon() {
  const token = useAtomValue(tokenAtom);
  const [path] = useLocation();
  const queryClient = useQueryClient();
  const tokenAtStart = useRef(token);
  const [due, setDue] = useState(false);
  const onHome = normalisePath(path) === PATHS.home;

  useEffect(() => {
    if (due || !token) return;
    if (token !== tokenAtStart.current) return setDue(true);
    if (!onHome) return;
    return whenScreenDrawnAndIdle(queryClient, () => setDue(true));
  }, [due, token, onHome, queryClient]);

  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeCouponRunner tokenAtStart={tokenAtStart.current} />
    </Suspense>
  );
}
