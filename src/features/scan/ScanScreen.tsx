import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useBridge } from '../../bridge/index';
import { PATHS, withQuery } from '../../lib/paths';
import { parseScannedCode } from '../../lib/qr';
import { showToast } from '../../ui/feedback/toast';
import { Button } from '../../ui/light/Button';
import { LeftOutline } from '../../ui/light/OutlineIcon';
import { BackButton } from '../../ui/page/BackButton';
import { goBack } from '../../ui/page/go-back';
import { Page } from '../../ui/page/Page';
import { useSingleFlight } from '../../ui/use-single-flight';
import './scan.css';
import { ScanIcon } from '../../ui/light/icons';

/**
 * /pages/Home/Scan/index (custom navigation bar): scans at once through the bridge (the chat app's own
 * scanner, or the camera scanner a plain browser shows), then goes to the cabinet's collect-or-store screen
 * or to ordering at the store. Only the code's `lockerNo` / `storeNo` / `shopId` are read: the scanned URL
 * itself is never opened. Cancelling goes back; anything else can be scanned again.
 */
export default function ScanScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const bridge = useBridge();
  const { pending: scanning, run: once } = useSingleFlight();
  const [problem, setProblem] = useState<string | null>(null);
  const mounted = useRef(true);

  const scan = useCallback(async () => {
    const result = await once(() => {
      setProblem(null);
      return bridge.scanQRCode();
    });
    if (!result || !mounted.current) return; // already scanning, or the customer left meanwhile
    if (!result.ok) {
      if (result.error.kind === 'cancelled') {
        goBack(navigate);
        return;
      }
      setProblem(result.error.message);
      showToast(result.error.message);
      return;
    }
    const code = parseScannedCode(result.value.text);
    if (code.kind === 'locker') {
      navigate(withQuery(PATHS.pendingList, { lockerNo: code.lockerNo, shopId: code.shopId }), { replace: true });
    } else if (code.kind === 'store') {
      navigate(withQuery(PATHS.createOrder, { storeNo: code.storeNo, shopId: code.shopId }), { replace: true });
    } else {
      setProblem(t('errors.incorrectQr'));
      showToast(t('errors.incorrectQr'));
    }
  }, [bridge, navigate, once, t]);

  const started = useRef(false);
  useEffect(() => {
    mounted.current = true;
    if (!started.current) {
      started.current = true;
      void scan();
    }
    return () => {
      mounted.current = false;
    };
  }, [scan]);

  return (
    <Page title={t('routes.scan')} navBar="none">
      <header className="scan-nav">
        <BackButton icon={<LeftOutline fontSize={20} />} />
        <h1 className="scan-title">{t('routes.scan')}</h1>
        <span className="scan-nav-spacer" />
      </header>
      <section className="scan-body">
        <ScanIcon className="scan-icon" />
        <p className="scan-hint">{t('scan.hint')}</p>
        <p className="scan-status" role={problem ? 'alert' : 'status'}>
          {scanning ? t('scan.scanning') : (problem ?? '')}
        </p>
        <Button color="primary" block size="large" loading={scanning} disabled={scanning} onClick={() => void scan()}>
          {problem ? t('scan.scanAgain') : t('scan.start')}
        </Button>
      </section>
    </Page>
  );
}
