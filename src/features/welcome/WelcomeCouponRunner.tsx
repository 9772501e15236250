import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { activityMutations } from '../../api/activity';
import { expandMutations } from '../../api/expand';
import { normalisePath, PATHS } from '../../lib/paths';
import { tokenAtom } from '../../state/session';
import { lazyPart, useOpenedOnce } from '../../ui/lazy-part';
import type { WelcomeOutcome } from './decide';
import { runWelcomeCheck } from './run-check';
import { welcomeStateAtom } from './state';

/** The popup's code loads only when there is a coupon to show: most visits to Home have none. */
const { Part: WelcomeCouponPopup } = lazyPart<ComponentProps<typeof import('./WelcomeCouponPopup').WelcomeCouponPopup>>(
  () => import('./WelcomeCouponPopup').then((module) => module.WelcomeCouponPopup),
);

/**
 * Runs the welcome coupon check once per login, only when logged in: at once when the customer logs in or
 * registers in this visit, and for a session that was already there when the app started (`tokenAtStart`),
 * once they are on Home. Shows the popup when the flow gives a coupon; what the parent is told (`proceed`) is
 * in welcomeStateAtom (see ./state.ts). Loaded by ./WelcomeCoupon.tsx only when a check can be due.
 */
export default function WelcomeCouponRunner({ tokenAtStart }: { tokenAtStart: string | null }) {
  const { t } = useTranslation();
  const store = useStore();
  const queryClient = useQueryClient();
  const token = useAtomValue(tokenAtom);
  const setState = useSetAtom(welcomeStateAtom);
  const [path, navigate] = useLocation();
  const [popup, setPopup] = useState<WelcomeOutcome['popup']>(null);
  const checkedFor = useRef<string | null>(null);
  const onHome = normalisePath(path) === PATHS.home;
  const claimNewUser = useMutation(activityMutations.receiveNewUser()).mutateAsync;
  const claimInvite = useMutation(expandMutations.receive()).mutateAsync;
  const popupOpened = useOpenedOnce(popup !== null);

  useEffect(() => {
    if (!token) {
      checkedFor.current = null;
      setPopup(null);
      setState({ status: 'idle', proceed: null });
      return;
    }
    if (checkedFor.current === token) return;
    const justSignedIn = token !== tokenAtStart;
    if (!justSignedIn && !onHome) return;
    checkedFor.current = token;
    setState({ status: 'checking', proceed: null });
    void runWelcomeCheck(store, queryClient, { newUser: claimNewUser, invite: claimInvite }).then((outcome) => {
      if (store.get(tokenAtom) !== token) return; // logged out meanwhile
      setState({ status: 'done', proceed: outcome.proceed });
      if (outcome.popup) setPopup(outcome.popup);
    });
  }, [token, tokenAtStart, onHome, store, queryClient, setState, claimNewUser, claimInvite]);

  /** The reward seen, the parent told "do not proceed" may go on. */
  const close = () => {
    setPopup(null);
    setState((state) => (state.proceed === false ? { ...state, proceed: true } : state));
  };

  if (!popupOpened) return null;
  return (
    <WelcomeCouponPopup
      open={popup !== null}
      coupon={popup?.coupon ?? null}
      kind={popup?.kind}
      onClose={close}
      action={{
        label: t('welcome.viewVouchers'),
        onClick: () => {
          close();
          navigate(PATHS.myCoupon);
        },
      }}
    />
  );
}
