import type { CouponVo } from '../../src/api/schemas/coupon-vo';
import type { SmsType } from '../../src/api/sms';
import { type Lang, type Text, tr, txt } from '../lib/text';
import { daysFromNow } from '../lib/time';

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

/** Verification codes live 5 minutes; a new one can be asked for after 60 seconds. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_RESEND_MS = 60_000;
/**
 * The mock sends no text message: every code it "sends" is this one, so tests and people trying the demo
 * can register and reset passwords. It is still stored per phone with its expiry and resend limit.
 */
export const MOCK_SMS_CODE = '123456';

export const MOBILE_REGULAR = '^1[3-9]\\d{9}$';

export function couponVoOf(row: CouponVoRow, lang: Lang) {
  return {
    amount: row.amount,
    type: row.type,
    name: tr(row.name, lang),
    goodsIds: row.goodsIds,
    termOfValidity: row.termOfValidity,
    termUnit: row.termUnit,
  };
}

export function newUserActivityOf(tables: AccountTables, shopId: number | undefined) {
  return tables.newUserActivities.find((row) => row.shopId === shopId);
}

export function inviteRewardOf(tables: AccountTables, shopId: number | undefined) {
  return tables.inviteRewards.find((row) => row.shopId === shopId);
}

export function claimOf(tables: AccountTables, userId: number, kind: WelcomeClaimRow['kind'], shopId: number) {
  return tables.welcomeClaims.find((row) => row.userId === userId && row.kind === kind && row.shopId === shopId);
}

/** A simple flat SVG banner as a data URL: no external image, no gradient. */
export function bannerSvg(background: string, accent: string, shape: 'shoe' | 'drops' | 'locker'): string {
  const shapes = {
    shoe: `<path d="M420 210 L430 150 Q470 140 500 170 L600 190 Q650 200 650 230 L650 240 L420 240 Z" fill="${accent}"/><rect x="410" y="240" width="250" height="14" rx="7" fill="#ffffff"/>`,
    drops: `<circle cx="470" cy="150" r="34" fill="${accent}"/><circle cx="560" cy="110" r="22" fill="#ffffff"/><circle cx="600" cy="190" r="44" fill="${accent}"/>`,
    locker: `<rect x="450" y="70" width="200" height="190" rx="10" fill="${accent}"/><rect x="470" y="90" width="75" height="70" rx="4" fill="#ffffff"/><rect x="555" y="90" width="75" height="70" rx="4" fill="#ffffff"/><rect x="470" y="170" width="160" height="70" rx="4" fill="#ffffff"/>`,
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><rect width="750" height="300" fill="${background}"/><circle cx="90" cy="260" r="120" fill="${accent}" opacity="0.35"/><rect x="60" y="90" width="280" height="22" rx="11" fill="#ffffff" opacity="0.9"/><rect x="60" y="130" width="200" height="16" rx="8" fill="#ffffff" opacity="0.7"/>${shapes[shape]}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function userAgreement(brand: Text, phone: string): Text {
  return txt(
    `<h3>${brand.en} Service Agreement</h3>
<p>Welcome to ${brand.en}. By registering or placing an order you accept this agreement. Please read it carefully before using the smart cabinets, store cleaning and door-to-door services.</p>
<p><strong>1. Orders and cabinets.</strong> After you store shoes in a cabinet box, close the door firmly. We collect them, clean them and return them to a box; you receive a pickup code when they are ready. Shoes not collected within 7 days after they are ready may incur an overtime fee, shown before you pay it.</p>
<p><strong>2. Prices and payment.</strong> Prices are shown before you order. If the shoes need a different service than the one you chose, we tell you the price difference and the reason; you can pay it or ask for a refund.</p>
<p><strong>3. Care and liability.</strong> We inspect every pair and photograph it on arrival. Please remove valuables from your shoes. Leather, suede and special materials are cleaned with methods suitable for them; natural ageing and existing damage are not covered.</p>
<p><strong>4. Contact.</strong> Questions or complaints: call ${phone}, every day from 9:00 to 21:00.</p>`,
    `<h3>Thỏa thuận dịch vụ ${brand.vi}</h3>
<p>Chào mừng bạn đến với ${brand.vi}. Khi đăng ký hoặc đặt hàng, bạn chấp nhận thỏa thuận này. Vui lòng đọc kỹ trước khi sử dụng tủ thông minh, dịch vụ giặt tại cửa hàng và dịch vụ tận nơi.</p>
<p><strong>1. Đơn hàng và tủ.</strong> Sau khi cất giày vào ô tủ, hãy đóng chặt cửa. Chúng tôi sẽ lấy giày, làm sạch và trả lại vào ô tủ; bạn nhận mã lấy giày khi giày sẵn sàng. Giày không được lấy trong 7 ngày có thể phát sinh phí quá hạn, được hiển thị trước khi thanh toán.</p>
<p><strong>2. Giá và thanh toán.</strong> Giá được hiển thị trước khi đặt. Nếu giày cần dịch vụ khác với dịch vụ bạn chọn, chúng tôi sẽ báo khoản chênh lệch và lý do; bạn có thể thanh toán hoặc yêu cầu hoàn tiền.</p>
<p><strong>3. Bảo quản và trách nhiệm.</strong> Mỗi đôi giày được kiểm tra và chụp ảnh khi nhận. Vui lòng lấy đồ có giá trị ra khỏi giày. Da, da lộn và chất liệu đặc biệt được làm sạch bằng phương pháp phù hợp; hao mòn tự nhiên và hư hỏng có sẵn không thuộc phạm vi bảo đảm.</p>
<p><strong>4. Liên hệ.</strong> Thắc mắc hoặc khiếu nại: gọi ${phone}, hằng ngày từ 9:00 đến 21:00.</p>`,
    `<h3>${brand['zh-CN']}服务协议</h3>
<p>欢迎使用${brand['zh-CN']}。注册或下单即表示您同意本协议。使用智能柜、门店清洗及上门服务前，请仔细阅读。</p>
<p><strong>一、订单与智能柜。</strong>将鞋子存入柜格后请关紧柜门。我们取件、清洗后放回柜格，完成后您会收到取件码。鞋子完成后7天内未取的，可能产生超时费，支付前会明确显示。</p>
<p><strong>二、价格与支付。</strong>下单前显示价格。如鞋子需要与所选不同的服务，我们会告知差价及原因，您可以补差价或申请退款。</p>
<p><strong>三、保管与责任。</strong>每双鞋到店时都会检查并拍照。请取出鞋内贵重物品。皮革、翻毛皮等特殊材质采用相应方法清洗；自然老化及原有损伤不在保障范围内。</p>
<p><strong>四、联系我们。</strong>咨询或投诉请致电${phone}，每天9:00至21:00。</p>`,
  );
}

function privacyAgreement(brand: Text): Text {
  return txt(
    `<h3>${brand.en} Privacy Policy</h3>
<p>We collect only what the service needs: your phone number to sign you in, your addresses for door-to-door pickup, your position to show nearby cabinets, and photos of your shoes taken when they arrive.</p>
<p><strong>How we use it.</strong> To process orders, open cabinet boxes for you, send verification codes and tell you about your orders. We do not sell your information.</p>
<p><strong>Sharing.</strong> Payment providers receive what they need to take a payment. Couriers receive the address and phone of a door-to-door order.</p>
<p><strong>Your choices.</strong> You can change your addresses and language at any time, and ask us to delete your account by calling the service phone.</p>`,
    `<h3>Chính sách quyền riêng tư ${brand.vi}</h3>
<p>Chúng tôi chỉ thu thập những gì dịch vụ cần: số điện thoại để đăng nhập, địa chỉ để lấy giày tận nơi, vị trí để hiển thị tủ gần bạn và ảnh giày chụp khi nhận.</p>
<p><strong>Cách sử dụng.</strong> Để xử lý đơn hàng, mở ô tủ cho bạn, gửi mã xác minh và thông báo về đơn hàng. Chúng tôi không bán thông tin của bạn.</p>
<p><strong>Chia sẻ.</strong> Nhà cung cấp thanh toán nhận thông tin cần thiết để thanh toán. Nhân viên giao nhận nhận địa chỉ và số điện thoại của đơn tận nơi.</p>
<p><strong>Lựa chọn của bạn.</strong> Bạn có thể đổi địa chỉ và ngôn ngữ bất cứ lúc nào, và yêu cầu xóa tài khoản qua số điện thoại dịch vụ.</p>`,
    `<h3>${brand['zh-CN']}隐私政策</h3>
<p>我们只收集服务所需的信息：用于登录的手机号、上门取件的地址、显示附近柜点的位置，以及鞋子到店时拍摄的照片。</p>
<p><strong>如何使用。</strong>用于处理订单、为您打开柜格、发送验证码及通知订单进度。我们不会出售您的信息。</p>
<p><strong>共享。</strong>支付服务商获得完成支付所需的信息；上门订单的取送人员获得地址和电话。</p>
<p><strong>您的选择。</strong>您可以随时修改地址和语言，并可致电客服要求注销账户。</p>`,
  );
}

const FLOW: Text[] = [
  txt(
    'Store your shoes in a cabinet or book a pickup',
    'Cất giày vào tủ hoặc đặt lịch lấy tận nơi',
    '存入智能柜或预约上门取件',
  ),
  txt('We collect and inspect every pair', 'Chúng tôi lấy và kiểm tra từng đôi', '取件并逐双检查'),
  txt('Deep cleaning by material', 'Làm sạch sâu theo chất liệu', '按材质深度清洗'),
  txt('Drying and deodorising', 'Sấy khô và khử mùi', '烘干除味'),
  txt('Quality check and packing', 'Kiểm tra chất lượng và đóng gói', '质检包装'),
  txt(
    'Returned to a cabinet: collect with your code',
    'Trả vào tủ: lấy giày bằng mã của bạn',
    '送回柜格，凭取件码取鞋',
  ),
];

const BRANDS: Record<number, Text> = {
  0: txt('Shoe Care', 'Chăm sóc giày', '洗鞋服务'),
  3: txt('Fresh Steps', 'Fresh Steps', '清新步履'),
  5: txt('Campus Shoe Wash', 'Giặt giày Ký túc xá', '校园洗鞋'),
};

function config(shopId: number, servicePhone: string, flow: Text[]): ConfigRow {
  const brand = BRANDS[shopId] ?? txt('Shoe Care', 'Chăm sóc giày', '洗鞋服务');
  return {
    shopId,
    servicePhone,
    userAgreement: userAgreement(brand, servicePhone),
    privacyAgreement: privacyAgreement(brand),
    flow,
  };
}

export function seedAccount(now: number = Date.now()): AccountTables {
  const at = (days: number) => daysFromNow(days, now);
  return {
    smsCodes: {},
    newUserActivities: [
      {
        shopId: 0,
        couponVo: {
          amount: 10,
          type: 1,
          name: txt('New customer: first pair washed', 'Khách mới: giặt đôi đầu tiên', '新人首双清洗券'),
          goodsIds: '',
          termOfValidity: 30,
          termUnit: 'day',
        },
      },
      {
        shopId: 3,
        couponVo: {
          amount: 5,
          type: 2,
          name: txt('Welcome voucher for sneakers', 'Phiếu chào mừng cho giày thể thao', '运动鞋新人券'),
          goodsIds: '1,2',
          termOfValidity: 1,
          termUnit: 'month',
        },
      },
    ],
    inviteRewards: [
      {
        shopId: 0,
        couponVo: {
          amount: 8,
          type: 2,
          name: txt('Invited by a friend', 'Được bạn bè mời', '好友邀请券'),
          goodsIds: '',
          termOfValidity: 15,
          termUnit: 'day',
        },
      },
      {
        shopId: 3,
        couponVo: {
          amount: 12,
          type: 1,
          name: txt('Friend invite: one free wash', 'Mời bạn: một lần giặt miễn phí', '好友邀请免费洗一双'),
          goodsIds: '',
          termOfValidity: 2,
          termUnit: 'month',
        },
      },
    ],
    welcomeClaims: [],
    registrations: [],
    banners: [
      {
        id: 1,
        shopId: 0,
        sort: 1,
        title: txt('20% off every wash this season', 'Giảm 20% mọi lần giặt mùa này', '本季洗鞋八折'),
        image: bannerSvg('#1f4e79', '#f2b705', 'shoe'),
        link: { type: 'activity', activityId: 1 },
      },
      {
        id: 2,
        shopId: 0,
        sort: 2,
        title: txt('Top up and get a bonus', 'Nạp tiền nhận thưởng', '充值有礼'),
        image: bannerSvg('#2e7d5b', '#ffffff', 'drops'),
        link: { type: 'route', path: '/pages/Home/TopUp/index' },
      },
      {
        id: 3,
        shopId: 0,
        sort: 3,
        title: txt('Cabinets open around the clock', 'Tủ mở cửa suốt ngày đêm', '智能柜全天候开放'),
        image: bannerSvg('#5b3a8c', '#f2b705', 'locker'),
        link: { type: 'none' },
      },
      {
        id: 4,
        shopId: 3,
        sort: 1,
        title: txt('5 off sneakers over 30', 'Giảm 5 cho giày thể thao từ 30', '运动鞋满30减5'),
        image: bannerSvg('#a23b2a', '#ffffff', 'shoe'),
        link: { type: 'activity', activityId: 2 },
      },
      {
        id: 5,
        shopId: 3,
        sort: 2,
        title: txt('How we clean your shoes', 'Cách chúng tôi làm sạch giày', '了解洗鞋流程'),
        image: bannerSvg('#1f6f8b', '#f2b705', 'drops'),
        link: { type: 'route', path: '/pages/Home/washingProcess/index' },
      },
      {
        id: 6,
        shopId: 5,
        sort: 1,
        title: txt('Campus lockers near your dorm', 'Tủ ký túc xá gần bạn', '宿舍楼下的洗鞋柜'),
        image: bannerSvg('#35495e', '#41b883', 'locker'),
        link: { type: 'route', path: '/pages/Home/NearLocker/index' },
      },
    ],
    discountActivities: [
      {
        id: 1,
        shopId: 0,
        title: txt('Season sale: 20% off every wash', 'Ưu đãi mùa: giảm 20% mọi lần giặt', '季节特惠：洗鞋八折'),
        description: txt(
          '<p>For a limited time every washing service is <strong>20% off</strong>, with no minimum spend.</p><p>The discount is applied automatically when you create the order. It cannot be combined with other vouchers.</p>',
          '<p>Trong thời gian có hạn, mọi dịch vụ giặt được <strong>giảm 20%</strong>, không yêu cầu chi tiêu tối thiểu.</p><p>Ưu đãi được áp dụng tự động khi tạo đơn. Không dùng chung với phiếu giảm giá khác.</p>',
          '<p>限时所有洗鞋服务<strong>八折</strong>，无最低消费。</p><p>下单时自动优惠，不可与其他优惠券同时使用。</p>',
        ),
        startTime: at(-30),
        endTime: at(60),
        discount: { type: 'percent', percent: 20, threshold: 0 },
        goodsIds: '',
      },
      {
        id: 2,
        shopId: 3,
        title: txt('Sneaker week: 5 off over 30', 'Tuần giày thể thao: giảm 5 cho đơn từ 30', '运动鞋周：满30减5'),
        description: txt(
          '<p>Spend <strong>30</strong> or more on sneaker cleaning and get <strong>5 off</strong>.</p><ul><li>Sneaker deep clean</li><li>Sneaker whitening</li></ul>',
          '<p>Chi từ <strong>30</strong> cho dịch vụ giặt giày thể thao và được <strong>giảm 5</strong>.</p><ul><li>Giặt sâu giày thể thao</li><li>Làm trắng giày thể thao</li></ul>',
          '<p>运动鞋清洗满<strong>30</strong>减<strong>5</strong>。</p><ul><li>运动鞋深度清洗</li><li>运动鞋美白</li></ul>',
        ),
        startTime: at(-3),
        endTime: at(4),
        discount: { type: 'amount', amount: 5, threshold: 30 },
        goodsIds: '1,2',
      },
      {
        id: 3,
        shopId: 0,
        title: txt('Summer promotion (ended)', 'Khuyến mãi mùa hè (đã kết thúc)', '夏季促销（已结束）'),
        description: txt(
          '<p>This promotion has ended. Thank you for taking part.</p>',
          '<p>Chương trình đã kết thúc. Cảm ơn bạn đã tham gia.</p>',
          '<p>活动已结束，感谢参与。</p>',
        ),
        startTime: at(-150),
        endTime: at(-90),
        discount: { type: 'percent', percent: 30, threshold: 50 },
        goodsIds: '',
      },
    ],
    configs: [
      config(0, '400-800-1234', FLOW),
      config(3, '400-800-5678', FLOW),
      config(
        5,
        '400-800-9012',
        [FLOW[0], FLOW[2], FLOW[3], FLOW[5]].filter((step): step is Text => !!step),
      ),
    ],
    languages: [
      { code: 'en', name: 'English' },
      { code: 'vi', name: 'Tiếng Việt' },
      { code: 'zh-CN', name: '简体中文' },
    ],
    mobileRegular: MOBILE_REGULAR,
    ossTokens: [],
    wxLastSignedUrl: null,
  };
}

/** Messages of the account calls, in the three locales (the mock answers in the request's language). */
export const ACCOUNT_MESSAGES = {
  phoneEmpty: txt('Please enter a phone number', 'Vui lòng nhập số điện thoại', '请输入手机号'),
  phoneFormat: txt('Phone number format error', 'Số điện thoại không đúng định dạng', '手机号格式错误'),
  passwordEmpty: txt('Please enter the password', 'Vui lòng nhập mật khẩu', '请输入密码'),
  passwordFormat: txt(
    'The password must start with a letter and have 6 to 18 letters, digits or underscores',
    'Mật khẩu phải bắt đầu bằng chữ cái và gồm 6 đến 18 chữ cái, chữ số hoặc dấu gạch dưới',
    '密码须以字母开头，由6至18位字母、数字或下划线组成',
  ),
  wrongLogin: txt('Incorrect phone number or password', 'Số điện thoại hoặc mật khẩu không đúng', '手机号或密码错误'),
  codeEmpty: txt('Please enter the verification code', 'Vui lòng nhập mã xác minh', '请输入验证码'),
  codeWrong: txt('Incorrect verification code', 'Mã xác minh không đúng', '验证码错误'),
  codeExpired: txt(
    'The verification code has expired, please request a new one',
    'Mã xác minh đã hết hạn, vui lòng lấy mã mới',
    '验证码已过期，请重新获取',
  ),
  smsType: txt('Unknown verification code type', 'Loại mã xác minh không hợp lệ', '验证码类型错误'),
  smsTooSoon: txt(
    'Please wait {s} seconds before requesting another code',
    'Vui lòng đợi {s} giây trước khi lấy mã mới',
    '请{s}秒后再获取验证码',
  ),
  phoneTaken: txt('The phone number is already registered', 'Số điện thoại đã được đăng ký', '该手机号已注册'),
  phoneUnknown: txt('The phone number is not registered', 'Số điện thoại chưa được đăng ký', '该手机号未注册'),
  authPhoneFailed: txt(
    'Phone authorisation failed, please try again',
    'Xác thực số điện thoại thất bại, vui lòng thử lại',
    '手机号授权失败，请重试',
  ),
  noNewUserActivity: txt(
    'This shop has no new-user activity',
    'Cửa hàng này không có chương trình khách mới',
    '该门店暂无新人活动',
  ),
  newUserClaimed: txt('Coupon already claimed', 'Bạn đã nhận phiếu này rồi', '已领取过该优惠券'),
  notNewUser: txt(
    'Only new customers can claim this coupon',
    'Chỉ khách hàng mới được nhận phiếu này',
    '仅限新用户领取',
  ),
  noInviteReward: txt(
    'This shop has no invitation reward',
    'Cửa hàng này không có phần thưởng mời bạn',
    '该门店暂无邀请奖励',
  ),
  inviterUnknown: txt('The inviter does not exist', 'Người mời không tồn tại', '邀请人不存在'),
  inviteSelf: txt('You cannot invite yourself', 'Bạn không thể tự mời chính mình', '不能邀请自己'),
  rewardClaimed: txt('Reward already claimed', 'Bạn đã nhận phần thưởng rồi', '已领取过该奖励'),
  activityUnknown: txt('The activity does not exist', 'Chương trình không tồn tại', '活动不存在'),
  wxUrl: txt(
    'A full page URL without its # part is required',
    'Cần URL trang đầy đủ, không có phần #',
    '需要不含#部分的完整页面地址',
  ),
} satisfies Record<string, Text>;

export function accountMessage(key: keyof typeof ACCOUNT_MESSAGES, lang: Lang, values: Record<string, string> = {}) {
  return tr(ACCOUNT_MESSAGES[key], lang).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A random hex string (tokens, nonces), from getRandomValues, which works outside secure contexts too. */
export function randomHex(bytes = 16): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/** The mock's server-side phone check: the client rule and the configured pattern (an invalid one is ignored). */
export function phoneAccepted(tables: AccountTables, phone: unknown): phone is string {
  if (typeof phone !== 'string' || !/^1[3-9]\d{9}$/.test(phone)) return false;
  try {
    return new RegExp(tables.mobileRegular).test(phone);
  } catch {
    return true;
  }
}

export function passwordAccepted(password: unknown): password is string {
  return typeof password === 'string' && /^[A-Za-z]\w{5,17}$/.test(password);
}

/**
 * Checks a verification code for a phone and purpose; a right code is used up. Answers the message key of
 * the problem, or null when the code is right.
 */
export function consumeSmsCode(
  tables: AccountTables,
  phone: string,
  type: SmsType,
  code: unknown,
  now: number = Date.now(),
): keyof typeof ACCOUNT_MESSAGES | null {
  if (typeof code !== 'string' || code.trim() === '') return 'codeEmpty';
  const row = tables.smsCodes[phone];
  if (!row || row.type !== type || row.code !== code.trim()) return 'codeWrong';
  if (Date.parse(row.expiresAt) <= now) return 'codeExpired';
  delete tables.smsCodes[phone];
  return null;
}
