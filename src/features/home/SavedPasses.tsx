import { useTranslation } from 'react-i18next';
import { InlineRetry, type Retryable } from '../../ui/InlineRetry';
import { type PickupPass, SavedPassCard } from '../orders';

/**
 * With no signal, Home shows the pickup passes saved on this phone where the live orders would be: the
 * customer in front of a cabinet opens the app on Home, not on the Order tab. Each is marked with when it
 * was saved, as it may be out of date; 'Try again' asks for the live orders once the signal is back.
 */
export function SavedPasses({ passes, retry }: { passes: readonly PickupPass[]; retry: Retryable }) {
  const { t } = useTranslation();
  return (
    <section className="home-saved-passes" aria-labelledby="home-saved-title">
      {/* the cards' own headings sit under Home's 'My orders in progress' */}
      <p id="home-saved-title" className="home-saved-title">
        {t('orders.pass.savedTitle')}
      </p>
      {passes.map((pass) => (
        <SavedPassCard key={pass.orderId} pass={pass} headingLevel={3} />
      ))}
      <InlineRetry query={retry} />
    </section>
  );
}
