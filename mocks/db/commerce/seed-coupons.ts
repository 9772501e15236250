import { txt } from '../../lib/text';
import { daysFromNow } from '../../lib/time';
import type { CommerceTables, CouponTemplateRow, OwnedCoupon } from './tables';

/** The shops' coupon templates, and the demo customer's coupons: one unused of each type, one used, one expired. */

export function seedCoupons(now: number): Pick<CommerceTables, 'couponTemplates' | 'coupons'> {
  const couponTemplates: CouponTemplateRow[] = [
    {
      id: 1,
      shopId: 0,
      name: txt('Wash a pair: 29 off', 'Giặt một đôi: giảm 29', '洗一双立减29元'),
      type: 'wash-pair',
      amount: 29,
      minSpend: 0,
      goodsIds: [],
      validDays: 30,
      claimable: true,
    },
    {
      id: 2,
      shopId: 0,
      name: txt('10 off any order', 'Giảm 10 cho mọi đơn', '全场立减10元'),
      type: 'universal',
      amount: 10,
      minSpend: 50,
      goodsIds: [],
      validDays: 30,
      claimable: true,
    },
    {
      id: 3,
      shopId: 0,
      name: txt('15 off boots care', 'Giảm 15 chăm sóc bốt', '靴子护理减15元'),
      type: 'some-products',
      amount: 15,
      minSpend: 59,
      goodsIds: [107, 108, 109],
      validDays: 14,
      claimable: true,
    },
    {
      id: 4,
      shopId: 0,
      name: txt('20 off leather care', 'Giảm 20 chăm sóc da', '皮鞋护理减20元'),
      type: 'some-products',
      amount: 20,
      minSpend: 80,
      goodsIds: [104, 105, 106],
      validDays: 30,
      claimable: true,
    },
    {
      id: 5,
      shopId: 3,
      name: txt('5 off your wash', 'Giảm 5 khi giặt', '洗鞋立减5元'),
      type: 'universal',
      amount: 5,
      minSpend: 20,
      goodsIds: [],
      validDays: 15,
      claimable: true,
    },
    {
      id: 6,
      shopId: 0,
      name: txt('8 off repairs', 'Giảm 8 sửa chữa', '维修立减8元'),
      type: 'some-products',
      amount: 8,
      minSpend: 30,
      goodsIds: [110, 111, 112],
      validDays: 30,
      claimable: false,
    },
  ];
  const fromTemplate = (
    id: number,
    templateId: number,
    validInDays: number,
    status: OwnedCoupon['status'],
    createdDaysAgo: number,
  ): OwnedCoupon => {
    const template = couponTemplates.find((row) => row.id === templateId) as CouponTemplateRow;
    return {
      id,
      userId: 1001,
      templateId,
      name: template.name,
      type: template.type,
      amount: template.amount,
      minSpend: template.minSpend,
      goodsIds: [...template.goodsIds],
      validTo: daysFromNow(validInDays, now),
      status,
      createdAt: daysFromNow(-createdDaysAgo, now),
      usedAt: status === 'used' ? daysFromNow(-2, now) : null,
    };
  };
  const coupons: OwnedCoupon[] = [
    fromTemplate(1, 1, 20, 'unused', 10),
    fromTemplate(2, 2, 12, 'unused', 18),
    fromTemplate(3, 3, 5, 'unused', 9),
    fromTemplate(4, 6, 18, 'used', 12),
    {
      id: 5,
      userId: 1001,
      templateId: null,
      name: txt('Welcome voucher', 'Phiếu chào mừng', '新人券'),
      type: 'universal',
      amount: 5,
      minSpend: 0,
      goodsIds: [],
      validTo: daysFromNow(-3, now),
      status: 'unused',
      createdAt: daysFromNow(-40, now),
      usedAt: null,
    },
  ];
  return { couponTemplates, coupons };
}
