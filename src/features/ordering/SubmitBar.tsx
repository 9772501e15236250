import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/light/Button';
import { Money } from '../../ui/Money';
import '../../ui/bottom-bar.css';

/**
 * The order form's bar: the amount to pay (or why there is none yet, in plain type: it is no price) and the
 * submit button, which waits for goods (nothing to order without them) and says why through the note.
 */
export function SubmitBar({
  toPay,
  why,
  pending,
  noGoods,
  held = false,
}: {
  /** The server's amount, null while there is none to show. */
  toPay: number | null;
  why: string;
  pending: boolean;
  noGoods: boolean;
  /** The last order's create is not settled yet (src/features/ordering/pending-create.ts): nothing is sent. */
  held?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="bottom-bar-spacer" />
      <div className="bottom-bar">
        {toPay !== null ? (
          <span className="submit-bar-total">
            {t('createOrder.amount.toPay')}{' '}
            <strong>
              <Money amount={toPay} />
            </strong>
          </span>
        ) : (
          <span id="submit-bar-why" className="submit-bar-total">
            {why}
          </span>
        )}
        <Button
          type="submit"
          color="primary"
          loading={pending}
          disabled={pending || noGoods || held}
          aria-describedby={toPay !== null ? undefined : 'submit-bar-why'}
          className="submit-bar-button"
        >
          {t('createOrder.submit')}
        </Button>
      </div>
    </>
  );
}
