import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useLocation } from 'wouter';
import type { RechargeActivity, RechargePackage } from '../../api/schemas/wallet';
import { walletMutations, walletQueries } from '../../api/wallet';
import { formatMoney } from '../../lib/format';
import type { Id } from '../../lib/id';
import { PATHS } from '../../lib/paths';
import { useDraft } from '../../state/use-draft';
import { showToast } from '../../ui/feedback/toast';
import { focusProblem } from '../../ui/form-problem';
import { Button } from '../../ui/light/Button';
import { CheckCircleFill } from '../../ui/light/marks/CheckCircleFill';
import { useSingleFlight } from '../../ui/use-single-flight';
import { usePayment } from '../payment';
import { confirmingKeys, PaymentConfirming } from '../payment-confirming';
import { type PayMethod, PaymentMethodPicker } from '../payment-method';
import { PackagePicker } from './PackagePicker';
import { type Baseline, isTopUpCredited } from './top-up-status';
import { useTopUpConfirming } from './use-top-up-confirming';

/** After a card payment the customer comes back to the wallet, which shows the server's balance and records. */
const cardReturnUrl = () => `${location.origin}${location.pathname}#${PATHS.wallet}`;

type Choice = { packageId: Id | null; method: PayMethod | null };
const NO_CHOICE: Choice = { packageId: null, method: null };
/** A package no longer offered is simply not chosen: the form shows none. */
const choiceSchema = v.partial(
  v.object({
    packageId: v.nullable(v.string()),
    method: v.nullable(v.picklist(['chat-app', 'card'] satisfies PayMethod[])),
  }),
);

/** `pack` is null for a top-up remembered from before this visit (a reload while it was being confirmed). */
type Outcome = { status: 'paid' | 'waiting'; pack: RechargePackage | null };

/**
 * Chooses a package and a way to pay (chat-app payment or card: a top-up is never paid from the balance it
 * tops up), pays it through the payment piece, then shows what the server says about that top-up. A top-up
 * is confirmed from what the spec names: the recharge's own answer when it says paid, otherwise the wallet
 * balance read before it started and again after (./top-up-status.ts).
 */
export function TopUpForm({ activity }: { activity: RechargeActivity }) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { pay, pending, confirming } = usePayment();
  const recharge = useMutation(walletMutations.recharge());
  const remembered = useTopUpConfirming();
  // the package and the way to pay chosen are back after a reload (the customer left to pay in another app
  // before tapping Pay, CONTRACT.md "Reloads"), until a top-up is started
  const [{ packageId, method }, setChoice, dropChoice] = useDraft<Choice>('topUp', choiceSchema, NO_CHOICE);
  const setPackageId = (id: Id | null) => setChoice((chosen) => ({ ...chosen, packageId: id }));
  const setMethod = (chosen: PayMethod | null) => setChoice((before) => ({ ...before, method: chosen }));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { pending: checking, run: once } = useSingleFlight();
  const baseline = useRef<Baseline | null>(null);
  const [problem, setProblem] = useState<'package' | 'method' | null>(null);
  const packages = useRef<HTMLDivElement>(null);
  const methods = useRef<HTMLDivElement>(null);

  const pack = activity.packages.find((candidate) => candidate.id === packageId);

  // the balance now shows the top-up being confirmed: it is paid
  useEffect(() => {
    if (remembered.credited) setOutcome((shown) => ({ status: 'paid', pack: shown?.pack ?? null }));
  }, [remembered.credited]);

  const readWallet = () => queryClient.fetchQuery({ ...walletQueries.info(), staleTime: 0 });

  const submit = async () => {
    if (!pack || !method) {
      setProblem(pack ? 'method' : 'package');
      focusProblem(pack ? methods.current : packages.current);
      return;
    }
    let sent = false;
    const result = await pay({
      method,
      failureText: 'plain',
      start: async (chosen) => {
        // the balance before, read first: the top-up is confirmed by the balance having risen
        baseline.current = null;
        const before = await readWallet();
        baseline.current = { balance: before.balance, totalRecharge: before.totalRecharge };
        const started = await recharge.mutateAsync({
          packageId: pack.id,
          payMethod: chosen,
          ...(chosen === 'card' ? { returnUrl: cardReturnUrl() } : {}),
        });
        sent = true;
        dropChoice(); // under way: what happens to it now is the server's to say, not the form's
        return { paid: started.paid, payParams: started.payParams, payUrl: started.payUrl };
      },
      readBack: async () => {
        const before = baseline.current;
        if (!before) return false;
        return isTopUpCredited(before, await readWallet(), pack.payAmount);
      },
      subject: () => ({
        key: confirmingKeys.topUp(),
        amount: pack.payAmount,
        label: t('payment.subject.topUp'),
        balanceBefore: baseline.current?.balance ?? null,
        totalRechargeBefore: baseline.current?.totalRecharge ?? null,
      }),
    });
    if (!sent) return; // nothing was asked of the server: the form stays as chosen
    if (result === 'paid') setOutcome({ status: 'paid', pack });
    else if (result === 'confirming' || result === 'redirected' || result === 'error') {
      // not heard yet, the card page under way, or the top-up went out and reading it back failed: wait for
      // the server ('Check again'), never a second payment unawares
      setOutcome({ status: 'waiting', pack });
    }
  };

  const checkAgain = () =>
    once(async () => {
      const entry = remembered.entry;
      const before =
        baseline.current ??
        (entry ? { balance: entry.balanceBefore ?? null, totalRecharge: entry.totalRechargeBefore ?? null } : null);
      const amount = outcome?.pack?.payAmount ?? entry?.amount ?? 0;
      try {
        const after = await readWallet();
        if (before && isTopUpCredited(before, after, amount)) {
          setOutcome((shown) => ({ status: 'paid', pack: shown?.pack ?? null }));
        } else showToast(t('topUp.notConfirmed'));
      } catch {
        // the client already said what went wrong
      }
    });

  const again = () => {
    setOutcome(null);
    setChoice(NO_CHOICE);
  };

  if (confirming) return <PaymentConfirming label={confirming.label} amount={confirming.amount} />;

  // what this visit saw, or a top-up remembered from before it that the server has not confirmed yet
  const shown: Outcome | null = outcome ?? (remembered.entry ? { status: 'waiting', pack: null } : null);
  if (shown) {
    const money = (amount: number) => formatMoney(amount, i18n.language);
    const waitingAmount = shown.pack?.payAmount ?? remembered.entry?.amount ?? null;
    return (
      <section className="top-up-result" aria-live="polite">
        {shown.status === 'paid' ? (
          <>
            <CheckCircleFill aria-hidden className="top-up-result-icon top-up-result-ok" />
            <h2>{t('topUp.success')}</h2>
            {shown.pack && (
              <p>
                {t('topUp.credited', {
                  amount: money(shown.pack.price + shown.pack.giftAmount),
                  gift: money(shown.pack.giftAmount),
                })}
              </p>
            )}
          </>
        ) : (
          <>
            <PaymentConfirming phase="pending" label={t('payment.subject.topUp')} amount={waitingAmount} />
            <Button color="primary" fill="outline" loading={checking} onClick={() => void checkAgain()}>
              {t('topUp.checkAgain')}
            </Button>
          </>
        )}
        <div className="top-up-result-actions">
          <Button color="primary" onClick={() => navigate(PATHS.wallet, { replace: true })}>
            {t('topUp.viewWallet')}
          </Button>
          {shown.status === 'paid' && <Button onClick={again}>{t('topUp.again')}</Button>}
        </div>
      </section>
    );
  }

  return (
    <>
      <div ref={packages}>
        <PackagePicker
          title={activity.title}
          packages={activity.packages}
          value={packageId}
          onChange={(id) => {
            setPackageId(id);
            if (problem === 'package') setProblem(null);
          }}
          problem={problem === 'package' ? t('validation.selectRechargePackage') : null}
        />
      </div>
      <div ref={methods} className="top-up-pay">
        <PaymentMethodPicker
          amount={pack?.payAmount ?? 0}
          value={method}
          onChange={(chosen) => {
            setMethod(chosen);
            if (problem === 'method') setProblem(null);
          }}
          allowBalance={false}
          problem={problem === 'method' ? t('validation.selectPaymentMethod') : null}
        />
      </div>
      <div className="top-up-bar">
        <Button block color="primary" size="large" loading={pending} disabled={pending} onClick={() => void submit()}>
          {pack ? t('topUp.payButton', { amount: formatMoney(pack.payAmount, i18n.language) }) : t('payment.pay')}
        </Button>
      </div>
    </>
  );
}
