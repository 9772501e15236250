import * as v from 'valibot';

/**
 * What the chat app's payment call needs (its `getBrandWCPayRequest` parameters), handed to the bridge as is.
 * Answered by every paying call: `/order/*` payments and `/wallet/recharge`.
 */
export const chatAppPayParamsSchema = v.object({
  appId: v.string(),
  timeStamp: v.string(),
  nonceStr: v.string(),
  /** `prepay_id=<trade no>` */
  package: v.string(),
  signType: v.string(),
  paySign: v.string(),
});
export type ChatAppPayParams = v.InferOutput<typeof chatAppPayParamsSchema>;
