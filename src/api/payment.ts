import { mutationOptions } from '@tanstack/react-query';
import { orderKeys } from './order';
import { walletKeys } from './wallet';

/**
 * A payment as one write, from its start (`orderMutations.groupPay`, `payPriceDifference`, `payTimeoutFee`,
 * `walletMutations.recharge`) to what the server says of it. The money moves only once the customer has paid
 * in the chat app or on the card page, after the start's answer: so the orders and the wallet are read again
 * here, once, when the payment is over (paid or not), and the starts refresh nothing themselves. The app
 * hands in the run (`mutationFn`), which goes through the bridge. The refresh runs alongside: the outcome goes
 * back to the screen at once.
 */
export const paymentMutations = {
  pay: <TResult, TInput>(mutationFn: (input: TInput) => Promise<TResult>) =>
    mutationOptions({
      mutationKey: ['payment'],
      mutationFn,
      onSettled: (_data, _error, _variables, _onMutate, { client }) => {
        void client.invalidateQueries({ queryKey: orderKeys.all });
        void client.invalidateQueries({ queryKey: walletKeys.all });
      },
    }),
};
