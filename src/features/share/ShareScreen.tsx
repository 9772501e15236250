import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { authQueries } from '../../api/auth';
import type { User } from '../../api/schemas/user';
import { type ShareCard, useBridge } from '../../bridge/index';
import { shopIdAtom } from '../../state/shop';
import { showToast } from '../../ui/feedback/toast';
import { Button } from '../../ui/light/Button';
import { Page } from '../../ui/page/Page';
import { QueryState } from '../../ui/QueryState';
import { useSingleFlight } from '../../ui/use-single-flight';
import { inviteLink } from './share-link';
import './share.css';
import { shopQueries } from '../../api/shop';
import { GiftIcon } from './GiftIcon';

function InvitePanel({ user }: { user: User }) {
  const { t } = useTranslation();
  const bridge = useBridge();
  const shopId = useAtomValue(shopIdAtom);
  const shopName = useQuery({ ...shopQueries.info(shopId), enabled: false }).data?.name || t('app.name');
  const link = inviteLink(location, user.id, shopId);
  const { pending: sharing, run: once } = useSingleFlight();
  const card: ShareCard = {
    title: t('share.card.title', { shop: shopName }),
    desc: t('share.card.desc'),
    link,
  };
  const cardKey = `${card.title}|${card.desc}|${card.link}`;

  // In the chat app the page sets the card its own share menu sends, as soon as the screen opens.
  const cardRef = useRef(card);
  cardRef.current = card;
  useEffect(() => {
    if (bridge.env.canShareCard && cardKey) void bridge.share(cardRef.current);
  }, [bridge, cardKey]);

  const share = () =>
    once(async () => {
      const result = await bridge.share(card);
      if (result.ok) {
        if (result.value === 'copied') showToast(t('errors.contentCopied'));
        else if (bridge.env.canShareCard) showToast(t('share.useMenu'));
      } else if (result.error.kind !== 'cancelled') showToast(result.error.message);
    });

  return (
    <>
      <section className="share-hero" aria-labelledby="share-title">
        <GiftIcon className="share-icon" />
        <h2 id="share-title">{t('share.title')}</h2>
        <p>{t('share.intro', { shop: shopName })}</p>
      </section>
      <section className="share-section" aria-labelledby="share-how">
        <h2 id="share-how">{t('share.howTitle')}</h2>
        <ol className="share-steps">
          <li>{t('share.steps.share')}</li>
          <li>{t('share.steps.register')}</li>
          <li>{t('share.steps.reward', { shop: shopName })}</li>
        </ol>
        <p className="share-note">{t('share.note')}</p>
      </section>
      <section className="share-section">
        <label className="share-link-label" htmlFor="share-link">
          {t('share.linkLabel')}
        </label>
        <input
          id="share-link"
          className="share-link"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        {bridge.env.canShareCard && <p className="share-note">{t('share.useMenu')}</p>}
        <Button block color="primary" size="large" loading={sharing} disabled={sharing} onClick={() => void share()}>
          {t('share.button')}
        </Button>
      </section>
    </>
  );
}

/**
 * /pages/My/Share/index, the promotion/share page (spec section 1): explains the shop's invite reward and
 * shares the app's link with the customer's id as `pid` and the current shop as `shareShopId`, through the
 * bridge (the chat app's share card; in a browser the Web Share API or a copied link).
 */
export default function ShareScreen() {
  const { t } = useTranslation();
  const shopId = useAtomValue(shopIdAtom);
  const query = useQuery(authQueries.userInfo(shopId));
  return (
    <Page title={t('routes.share')}>
      <QueryState query={query}>{(user) => <InvitePanel user={user} />}</QueryState>
    </Page>
  );
}
