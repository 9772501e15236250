import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { CheckCircleFill, ClockCircleOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { RechargeActivity, RechargePackage } from '../../api/schemas/wallet';
import { walletKeys, walletMutations } from '../../api/wallet';
import { formatMoney } from '../../lib/format';
import { PATHS } from '../../lib/paths';
import { showToast } from '../../ui/feedback/toast';
import { type PayMethod, PaymentMethodPicker, usePayment } from '../payment';
import { PackagePicker } from './PackagePicker';
import { isRechargeCredited } from './recharge-status';

/** After a card payment the customer comes back to the wallet, which shows the server's balance and records. */
const cardReturnUrl = () => `${location.origin}${location.pathname}#${PATHS.wallet}`;

type Outcome = { status: 'paid' | 'waiting'; rechargeNo: string; pack: RechargePackage };

/**
 * Chooses a package and a way to pay (chat-app payment or card: a top-up is never paid from the balance it
 * tops up), pays it through the payment piece, then shows what the server says about that top-up.
 */
export function TopUpForm({ activity }: { activity: RechargeActivity }) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { pay, pending } = usePayment();
  const recharge = useMutation(walletMutations.recharge());
  const [packageId, setPackageId] = useState<number | null>(null);
  const [method, setMethod] = useState<PayMethod | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [checking, setChecking] = useState(false);
  const rechargeNo = useRef<string | null>(null);

  const pack = activity.packages.find((candidate) => candidate.id === packageId);

  const refreshWallet = () => queryClient.invalidateQueries({ queryKey: walletKeys.all });

  const submit = async () => {
    if (pending) return;
    if (!pack) {
      showToast(t('validation.selectRechargePackage'));
      return;
    }
    if (!method) {
      showToast(t('validation.selectPaymentMethod'));
      return;
    }
    rechargeNo.current = null;
    const result = await pay({
      method,
      failureText: 'plain',
      start: async (chosen) => {
        const started = await recharge.mutateAsync({
          packageId: pack.id,
          payMethod: chosen,
          ...(chosen === 'card' ? { returnUrl: cardReturnUrl() } : {}),
        });
        rechargeNo.current = started.rechargeNo;
        return { paid: started.status === 'paid', payParams: started.payParams, payUrl: started.payUrl };
      },
      readBack: async () => (rechargeNo.current ? isRechargeCredited(rechargeNo.current) : false),
    });
    const number = rechargeNo.current;
    if (!number) return;
    if (result === 'paid') {
      setOutcome({ status: 'paid', rechargeNo: number, pack });
    } else if (result === 'redirected' || result === 'error') {
      // Normally the page is leaving for the card payment page; if it is still here, ask the server. So too when
      // the top-up went out but reading it back failed: 'Check again', never a second payment unawares.
      const paid = await isRechargeCredited(number).catch(() => false);
      setOutcome({ status: paid ? 'paid' : 'waiting', rechargeNo: number, pack });
    }
    await refreshWallet();
  };

  const checkAgain = async () => {
    if (!outcome || checking) return;
    setChecking(true);
    try {
      const paid = await isRechargeCredited(outcome.rechargeNo);
      if (paid) {
        setOutcome({ ...outcome, status: 'paid' });
        await refreshWallet();
      } else showToast(t('topUp.notConfirmed'));
    } catch {
      // the client already said what went wrong
    } finally {
      setChecking(false);
    }
  };

  const again = () => {
    setOutcome(null);
    setPackageId(null);
    setMethod(null);
  };

  if (outcome) {
    const money = (amount: number) => formatMoney(amount, i18n.language);
    return (
      <section className="top-up-result" role="status" aria-live="polite">
        {outcome.status === 'paid' ? (
          <>
            <CheckCircleFill aria-hidden className="top-up-result-icon top-up-result-ok" />
            <h2>{t('topUp.success')}</h2>
            <p>
              {t('topUp.credited', {
                amount: money(outcome.pack.price + outcome.pack.giftAmount),
                gift: money(outcome.pack.giftAmount),
              })}
            </p>
          </>
        ) : (
          <>
            <ClockCircleOutline aria-hidden className="top-up-result-icon" />
            <h2>{t('topUp.waiting')}</h2>
            <p>{t('topUp.waitingDetail')}</p>
            <Button color="primary" fill="outline" loading={checking} onClick={() => void checkAgain()}>
              {t('topUp.checkAgain')}
            </Button>
          </>
        )}
        <div className="top-up-result-actions">
          <Button color="primary" onClick={() => navigate(PATHS.wallet, { replace: true })}>
            {t('topUp.viewWallet')}
          </Button>
          <Button onClick={again}>{t('topUp.again')}</Button>
        </div>
      </section>
    );
  }

  return (
    <>
      <h2 className="top-up-activity">{activity.title}</h2>
      <PackagePicker packages={activity.packages} value={packageId} onChange={setPackageId} />
      <div className="top-up-pay">
        <PaymentMethodPicker amount={pack?.payAmount ?? 0} value={method} onChange={setMethod} allowBalance={false} />
      </div>
      <div className="top-up-bar">
        <Button block color="primary" size="large" loading={pending} disabled={pending} onClick={() => void submit()}>
          {pack ? t('topUp.payButton', { amount: formatMoney(pack.payAmount, i18n.language) }) : t('payment.pay')}
        </Button>
      </div>
    </>
  );
}
