import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { FormProblem } from '../../ui/form-problem';
import { Button } from '../../ui/light/Button';
import { CartLines } from '../goods';

/**
 * The goods of the order (the cart, editable), and the way to the goods list to add more or choose some (those a
 * voucher chosen in My vouchers is for, when it is for some goods only: the goods list shows them).
 */
export function OrderGoods({
  empty,
  goodsLink,
  problem,
  voucherNote = null,
}: {
  empty: boolean;
  goodsLink: string;
  problem: string | null;
  /** With no goods yet: what the voucher the customer came with (from My vouchers) needs. */
  voucherNote?: string | null;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <section className="form-card" aria-labelledby="goods-title">
      <div className="form-section-head">
        <h2 id="goods-title" className="form-section-title">
          {t('createOrder.goods.title')}
        </h2>
        {!empty && (
          <button type="button" className="text-link" onClick={() => navigate(goodsLink)}>
            {t('createOrder.goods.addMore')}
          </button>
        )}
      </div>
      {empty ? (
        <div className="goods-none">
          <p>{t('createOrder.goods.empty')}</p>
          {voucherNote && <p className="goods-none-voucher">{voucherNote}</p>}
          <Button color="primary" fill="outline" onClick={() => navigate(goodsLink)}>
            {t('createOrder.goods.choose')}
          </Button>
        </div>
      ) : (
        <CartLines />
      )}
      <FormProblem id="goods-problem" text={problem} />
    </section>
  );
}
