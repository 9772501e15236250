import type { CouponVo } from '../../../src/api/schemas/coupon-vo';
import type { SmsType } from '../../../src/api/sms';
import type { Lang, Text } from '../../lib/text';

/**
 * Account family tables: verification codes, the welcome coupons (shop new-user activities and invite
 * rewards) and who claimed what, banners, discount activities, per-shop config, the language list, the
 * mobile pattern, storage-service tokens and the chat-app signing record. Plain JSON, like the whole db.
 */

/** The last code sent to a phone (one per phone: a new request replaces it once the resend limit passed). */
export type SmsCodeRow = { phone: string; type: SmsType; code: string; sentAt: string; expiresAt: string };

/** A couponVo as stored: its name in the three locales; `couponVoOf` gives the answer's shape. */
export type CouponVoRow = {
  amount: number;
  type: number;
  name: Text;
  goodsIds: string;
  termOfValidity: number;
  termUnit: CouponVo['termUnit'];
};

/** A shop's new-user activity: the coupon a new customer of that shop can claim once. */
export type NewUserActivityRow = { shopId: number; couponVo: CouponVoRow };

/** A shop's invite reward: the coupon a new customer invited by a shared link of that shop can claim once. */
export type InviteRewardRow = { shopId: number; couponVo: CouponVoRow };

/**
 * A claimed welcome coupon. The coupons table belongs to the commerce mock (mocks/db/commerce/): the lead
 * wires a claim into an owned coupon there; until then the claim itself is the record.
 */
export type WelcomeClaimRow = {
  id: number;
  userId: number;
  shopId: number;
  kind: 'new-user' | 'invite';
  /** The inviter's user id for an invite reward. */
  initiativeId: number | null;
  couponVo: CouponVoRow;
  claimedAt: string;
};

/** Who registered where, and through whose link. */
export type RegistrationRow = { userId: number; shopId: number; inviterId: number | null; registeredAt: string };

export type BannerLinkRow =
  | { type: 'activity'; activityId: number }
  | { type: 'route'; path: string }
  | { type: 'none' };

export type BannerRow = { id: number; shopId: number; sort: number; title: Text; image: string; link: BannerLinkRow };

export type DiscountRow =
  | { type: 'percent'; percent: number; threshold: number }
  | { type: 'amount'; amount: number; threshold: number };

export type DiscountActivityRow = {
  id: number;
  shopId: number;
  title: Text;
  description: Text;
  startTime: string;
  endTime: string;
  discount: DiscountRow;
  goodsIds: string;
};

/** `/conf/get-by-shopid`: agreements are HTML. */
export type ConfigRow = {
  shopId: number;
  servicePhone: string;
  userAgreement: Text;
  privacyAgreement: Text;
  flow: Text[];
};

export type LanguageRow = { code: Lang; name: string };

/** Storage-service credentials handed out by `/file/aliyun-sts-token`, checked by the mock upload. */
export type OssTokenRow = {
  securityToken: string;
  accessKeyId: string;
  userId: number;
  dir: string;
  expiresAt: string;
};

export type AccountTables = {
  /** phone -> the last code sent to it */
  smsCodes: Record<string, SmsCodeRow>;
  newUserActivities: NewUserActivityRow[];
  inviteRewards: InviteRewardRow[];
  welcomeClaims: WelcomeClaimRow[];
  registrations: RegistrationRow[];
  banners: BannerRow[];
  discountActivities: DiscountActivityRow[];
  configs: ConfigRow[];
  languages: LanguageRow[];
  /** `/sys/get-mobile-regular`; the mock's own checks use it too. Set it to something invalid to try the app. */
  mobileRegular: string;
  ossTokens: OssTokenRow[];
  /** The last URL `/wx/config-info` signed (see lastSignedWxUrl in mocks/handlers/wx.ts). */
  wxLastSignedUrl: string | null;
};
