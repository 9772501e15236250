import { txt } from '../../lib/text';
import { daysFromNow } from '../../lib/time';
import { MOBILE_REGULAR } from './credentials';
import { seedBanners } from './seed-banners';
import { seedConfigs } from './seed-configs';
import type { AccountTables } from './tables';

/** The account tables as a fresh db has them; activity dates count from now. */
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
          name: txt('New customer: 10 off a wash', 'Khách mới: giảm 10 một lần giặt', '新人洗鞋立减10元'),
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
          name: txt('Friend invite: 12 off a wash', 'Mời bạn: giảm 12 một lần giặt', '好友邀请洗鞋立减12元'),
          goodsIds: '',
          termOfValidity: 2,
          termUnit: 'month',
        },
      },
    ],
    welcomeClaims: [],
    registrations: [],
    banners: seedBanners(),
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
    configs: seedConfigs(),
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
