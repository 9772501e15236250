/** The ways to pay: from the wallet's balance, the chat app's payment, or a card on the card payment page. */
export type PayMethod = 'balance' | 'chat-app' | 'card';
