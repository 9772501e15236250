import { useTranslation } from 'react-i18next';
import type { Shop } from '../../api/schemas/shop';
import { Picture } from '../../ui/light/Picture';
import { PhoneIcon, PinIcon } from './icons';

/** The logo's size: `.shop-logo` (home.css) is 48 by 48. */
const LOGO_SIZE = 48;

/**
 * The shop's info (`/shop/get-shop-info`, kept as shopInfo). It is the last card on Home, below the fold:
 * the logo loads as it nears the screen (lazy).
 */
export function ShopCard({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  return (
    <section className="shop-card" aria-labelledby="shop-card-title">
      {shop.logo ? <Picture className="shop-logo" src={shop.logo} alt="" width={LOGO_SIZE} height={LOGO_SIZE} /> : null}
      <div className="shop-text">
        <h2 id="shop-card-title" className="shop-name">
          {shop.name}
        </h2>
        {shop.address ? (
          <p className="shop-line">
            <PinIcon /> {shop.address}
          </p>
        ) : null}
        {shop.phone ? (
          <p className="shop-line">
            <PhoneIcon /> <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</a>
            <span className="visually-hidden"> ({t('home.callShop')})</span>
          </p>
        ) : null}
      </div>
    </section>
  );
}
