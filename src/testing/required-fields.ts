/**
 * What the app requires, by call and field path ('list[].id': the id of every item of the list). Each one is
 * what a screen branches on or acts with; everything else has a fallback or leaves its row out.
 */
const EVERY_CALL: Record<string, string[]> = {
  // an id is what every next request names; a list's items are what the list shows
  '*': ['id', 'list', 'list[].id'],
};
const BY_CALL: Record<string, string[]> = {
  'GET /wx/config-info': ['appId', 'nonceStr', 'signature', 'timestamp'], // the chat app's signature, all four
  'GET /wallet/wallet-info': ['balance'], // paying by balance is checked against it
  'GET /wallet/shop-account': ['balance'],
  'GET /wallet/recharge-activity': ['packages', 'packages[].id', 'packages[].price', 'packages[].payAmount'], // what is paid and credited
  'GET /goods/goods-info': ['price', 'name'], // what the cart charges, and what it is
  'GET /goods/goods-list': ['list[].name', 'list[].price'], // a goods is chosen by its name, for its price
  'GET /order/open-result': ['status'], // the box flow goes on with it
  'GET /activity/discount-activity': ['title'], // the sheet's one line without which there is no activity
  'GET /locker/free-box': ['freeBoxes'], // 'The current box is full' is decided on it
  'GET /order/order-list': ['list[].status', 'list[].actualPayment'], // actions branch on it; what is paid
  'GET /order/order-info': ['status', 'actualPayment'],
  'GET /order/order-info-list': ['list[].orderInfoId', 'list[].orderId', 'list[].status'],
  'POST /order/store-open': ['resultId'], // the opening's result is asked with it
  'POST /order/pick-open': ['resultId'],
  'POST /order/count-order-amount': ['actualPayment'], // the amount about to be paid
  'POST /auth/password-login': ['token'], // the session
  'POST /auth/register': ['token'],
  'POST /auth/ma-auth-phone': ['token'],
  'GET /order/order-info-info': ['orderInfoId', 'orderId', 'status'], // the cabinet flow names both
  'GET /file/aliyun-sts-token': ['accessKeyId', 'accessKeySecret', 'securityToken', 'host', 'expiration'], // an upload signs with them
};

/** The fields of a call's answer that the app requires: null or missing, the answer (or its row) is unreadable. */
export function requiredFields(call: string): Set<string> {
  return new Set([...(EVERY_CALL['*'] ?? []), ...(BY_CALL[call] ?? [])]);
}
