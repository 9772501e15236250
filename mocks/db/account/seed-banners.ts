import { txt } from '../../lib/text';
import type { BannerRow } from './tables';

/** A simple flat SVG banner as a data URL: no external image, no gradient. */
function bannerSvg(background: string, accent: string, shape: 'shoe' | 'drops' | 'locker'): string {
  const shapes = {
    shoe: `<path d="M420 210 L430 150 Q470 140 500 170 L600 190 Q650 200 650 230 L650 240 L420 240 Z" fill="${accent}"/><rect x="410" y="240" width="250" height="14" rx="7" fill="#ffffff"/>`,
    drops: `<circle cx="470" cy="150" r="34" fill="${accent}"/><circle cx="560" cy="110" r="22" fill="#ffffff"/><circle cx="600" cy="190" r="44" fill="${accent}"/>`,
    locker: `<rect x="450" y="70" width="200" height="190" rx="10" fill="${accent}"/><rect x="470" y="90" width="75" height="70" rx="4" fill="#ffffff"/><rect x="555" y="90" width="75" height="70" rx="4" fill="#ffffff"/><rect x="470" y="170" width="160" height="70" rx="4" fill="#ffffff"/>`,
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><rect width="750" height="300" fill="${background}"/><circle cx="90" cy="260" r="120" fill="${accent}" opacity="0.35"/><rect x="60" y="90" width="280" height="22" rx="11" fill="#ffffff" opacity="0.9"/><rect x="60" y="130" width="200" height="16" rx="8" fill="#ffffff" opacity="0.7"/>${shapes[shape]}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The shops' home banners: each leads to an activity, a screen of the app, or nowhere. */
export function seedBanners(): BannerRow[] {
  return [
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
  ];
}
