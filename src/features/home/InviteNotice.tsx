import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { shopQueries } from '../../api/shop';
import { PATHS, withQuery } from '../../lib/paths';
import { isLoggedInAtom } from '../../state/session';
import { pidAtom, shareShopIdAtom, shopIdAtom } from '../../state/shop';
import { Button } from '../../ui/light/Button';

/**
 * A guest who opened a customer's invitation link (`?pid=…&shareShopId=…`) is told so on Home, with what
 * registering brings (the shared shop's invite reward, claimed after registering: welcome/decide.ts) and the
 * way to register; otherwise the link looks like any guest's Home. A guest cannot be asked
 * whether they are new (the check needs a session), so the reward is said as the shop's, for new customers.
 */
export function InviteNotice() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const pid = useAtomValue(pidAtom);
  const sharedShopId = useAtomValue(shareShopIdAtom);
  const shopId = useAtomValue(shopIdAtom);
  const invited = !loggedIn && pid !== null && pid !== '';
  // the shop the invitation is for: the shared one, else the one on screen (the same query as Home's then)
  const shop = useQuery({ ...shopQueries.info(sharedShopId ?? shopId), enabled: invited });

  if (!invited) return null;
  return (
    <section className="home-invite" aria-labelledby="home-invite-title">
      <h2 id="home-invite-title" className="home-invite-title">
        {t('home.invite.title')}
      </h2>
      <p className="home-invite-text">
        {shop.data?.name ? t('home.invite.reward', { shop: shop.data.name }) : t('home.invite.rewardNoShop')}
      </p>
      <p className="home-invite-note">{t('home.invite.note')}</p>
      <Button
        size="small"
        color="primary"
        onClick={() => navigate(withQuery(PATHS.register, { redirect: PATHS.home }))}
      >
        {t('home.invite.register')}
      </Button>
    </section>
  );
}
