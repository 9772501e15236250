import { type Text, txt } from '../../lib/text';
import type { CommerceTables, GoodsAddOnRow, GoodsRow, GoodsTypeRow } from './tables';

/** The catalogue: goods types per shop, add-ons, and twelve goods with pictures and detail pages. */

/** A goods picture as an inline SVG data URL (a shoe on a tinted card): no external requests. */
function shoeImage(shoe: string, background: string, accent = '#3b3b3b'): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 120'>` +
    `<rect width='120' height='120' rx='14' fill='${background}'/>` +
    `<path d='M14 80c0-12 5-26 13-30l6 5c5 4 11 4 15-1l4-4c9 10 24 15 40 17 12 2 16 8 16 15v4H14z' fill='${shoe}'/>` +
    `<rect x='12' y='86' width='96' height='9' rx='4' fill='${accent}'/>` +
    `<path d='M40 62l8 6M48 58l8 6M56 54l8 6' stroke='#fff' stroke-width='3' stroke-linecap='round'/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function detailHtml(intro: Text, steps: [Text, Text, Text]): Text {
  const html = (lang: keyof Text) =>
    `<p>${intro[lang]}</p><ul>${steps.map((step) => `<li>${step[lang]}</li>`).join('')}</ul>`;
  return { en: html('en'), vi: html('vi'), 'zh-CN': html('zh-CN') };
}

const STEPS = {
  inspect: txt('Inspection and photos on arrival', 'Kiểm tra và chụp ảnh khi nhận', '到店检查并拍照'),
  wash: txt('Hand wash with pH-neutral cleaner', 'Giặt tay bằng dung dịch trung tính', '中性清洁剂手工清洗'),
  dry: txt('Low-temperature drying and deodorising', 'Sấy nhiệt độ thấp và khử mùi', '低温烘干并除味'),
  condition: txt('Conditioning and polishing', 'Dưỡng và đánh bóng', '护理上油并抛光'),
  repair: txt('Repair by a craftsman', 'Thợ lành nghề sửa chữa', '师傅手工修复'),
  check: txt('Quality check before return', 'Kiểm tra chất lượng trước khi trả', '交付前质检'),
};

type GoodsSeed = Omit<GoodsRow, 'image' | 'images' | 'detail'> & {
  colours: [string, string];
  steps: keyof typeof STEPS;
};

function goodsRow(seed: GoodsSeed): GoodsRow {
  const { colours, steps, ...row } = seed;
  const [shoe, background] = colours;
  const image = shoeImage(shoe, background);
  const middle = steps === 'repair' ? STEPS.repair : steps === 'condition' ? STEPS.condition : STEPS.wash;
  return {
    ...row,
    image,
    images: [image, shoeImage(shoe, '#ffffff', '#8a6d3b'), shoeImage(background, shoe, '#222222')],
    detail: detailHtml(row.description, [STEPS.inspect, middle, steps === 'wash' ? STEPS.dry : STEPS.check]),
  };
}

export function seedGoods(): Pick<CommerceTables, 'goodsTypes' | 'goodsAddOns' | 'goods'> {
  const goodsTypes: GoodsTypeRow[] = [
    { id: 1, name: txt('Sneaker wash', 'Giặt giày thể thao', '运动鞋清洗'), sort: 1, shopIds: [0, 3, 5] },
    { id: 2, name: txt('Leather care', 'Chăm sóc giày da', '皮鞋护理'), sort: 2, shopIds: [0, 3] },
    { id: 3, name: txt('Boots', 'Giày bốt', '靴子清洗'), sort: 3, shopIds: [0, 3] },
    { id: 4, name: txt('Repair', 'Sửa chữa', '修复翻新'), sort: 4, shopIds: [0, 3, 5] },
  ];
  const goodsAddOns: GoodsAddOnRow[] = [
    { id: 1, name: txt('Whitening', 'Làm trắng', '去黄增白'), price: 10 },
    { id: 2, name: txt('Waterproofing', 'Chống thấm nước', '防水喷护'), price: 15 },
    { id: 3, name: txt('Deodorising', 'Khử mùi', '除臭杀菌'), price: 8 },
    { id: 4, name: txt('Sole repair', 'Sửa đế', '鞋底修补'), price: 20 },
    { id: 5, name: txt('New laces', 'Thay dây giày', '更换鞋带'), price: 5 },
  ];
  const seeds: GoodsSeed[] = [
    {
      id: 101,
      typeId: 1,
      name: txt('Standard sneaker wash', 'Giặt giày thể thao tiêu chuẩn', '运动鞋标准洗'),
      price: 29,
      memberPrice: 25,
      description: txt('Inside and out, laces included', 'Giặt trong ngoài, kèm dây giày', '内外清洗，含鞋带'),
      sales: 1284,
      addOnIds: [1, 2, 3, 4, 5],
      colours: ['#4a90d9', '#eaf2fb'],
      steps: 'wash',
    },
    {
      id: 102,
      typeId: 1,
      name: txt('Deep clean sneakers', 'Giặt sâu giày thể thao', '运动鞋深度精洗'),
      price: 49,
      memberPrice: 42,
      description: txt('Midsole scrub and stain treatment', 'Chà đế giữa và xử lý vết bẩn', '中底刷洗与污渍处理'),
      sales: 642,
      addOnIds: [1, 2, 3, 4, 5],
      colours: ['#d0021b', '#fdecee'],
      steps: 'wash',
    },
    {
      id: 103,
      typeId: 1,
      name: txt('White sneaker refresh', 'Làm mới giày trắng', '小白鞋焕新'),
      price: 39,
      memberPrice: 34,
      description: txt('Brings yellowed whites back', 'Trả lại màu trắng cho giày ố vàng', '去除发黄，恢复洁白'),
      sales: 903,
      addOnIds: [1, 2, 3, 5],
      colours: ['#9b9b9b', '#f7f7f7'],
      steps: 'wash',
    },
    {
      id: 104,
      typeId: 2,
      name: txt('Suede and nubuck care', 'Chăm sóc da lộn', '翻毛皮护理'),
      price: 59,
      memberPrice: 52,
      description: txt('Dry clean and nap restore', 'Làm sạch khô và phục hồi tuyết da', '干洗并恢复绒面'),
      sales: 211,
      addOnIds: [2, 3],
      colours: ['#a0522d', '#f6ece4'],
      steps: 'condition',
    },
    {
      id: 105,
      typeId: 2,
      name: txt('Leather shoe polish', 'Đánh bóng giày da', '皮鞋清洁上油'),
      price: 45,
      memberPrice: 39,
      description: txt('Clean, feed and shine', 'Làm sạch, dưỡng và đánh bóng', '清洁、滋养、抛光'),
      sales: 378,
      addOnIds: [2, 3, 4],
      colours: ['#4b2e1e', '#f3ebe4'],
      steps: 'condition',
    },
    {
      id: 106,
      typeId: 2,
      name: txt('Luxury leather restoration', 'Phục hồi giày da cao cấp', '奢侈品皮鞋修护'),
      price: 129,
      memberPrice: 109,
      description: txt('Scuff repair and recolour', 'Xử lý trầy xước và nhuộm lại', '划痕修复与补色'),
      sales: 57,
      addOnIds: [2, 3],
      colours: ['#1f1f1f', '#f2efe9'],
      steps: 'condition',
    },
    {
      id: 107,
      typeId: 3,
      name: txt('Ankle boots clean', 'Giặt bốt cổ ngắn', '短靴清洗'),
      price: 59,
      memberPrice: 52,
      description: txt('Shaft and lining cleaned', 'Làm sạch thân và lót bốt', '靴筒及内衬清洁'),
      sales: 164,
      addOnIds: [2, 3, 4],
      colours: ['#6b4f2a', '#f5efe6'],
      steps: 'wash',
    },
    {
      id: 108,
      typeId: 3,
      name: txt('Knee-high boots clean', 'Giặt bốt cổ cao', '长靴清洗'),
      price: 89,
      memberPrice: 79,
      description: txt('Full-length care and shaping', 'Chăm sóc toàn thân và giữ dáng', '全筒护理并定型'),
      sales: 73,
      addOnIds: [2, 3, 4],
      colours: ['#2c2c2c', '#eeeeee'],
      steps: 'wash',
    },
    {
      id: 109,
      typeId: 3,
      name: txt('Snow boots clean', 'Giặt bốt đi tuyết', '雪地靴清洗'),
      price: 69,
      memberPrice: 60,
      description: txt('Gentle wash for wool lining', 'Giặt nhẹ cho lớp lót lông', '羊毛内里温和洗护'),
      sales: 98,
      addOnIds: [2, 3],
      colours: ['#c8a27a', '#fbf6f0'],
      steps: 'wash',
    },
    {
      id: 110,
      typeId: 4,
      name: txt('Sole regluing', 'Dán lại đế giày', '鞋底开胶修复'),
      price: 35,
      memberPrice: 30,
      description: txt('Fixes loose or open soles', 'Sửa đế bong hoặc hở', '修复脱胶、开胶鞋底'),
      sales: 256,
      addOnIds: [3],
      colours: ['#5a6b7a', '#edf1f4'],
      steps: 'repair',
    },
    {
      id: 111,
      typeId: 4,
      name: txt('Heel replacement', 'Thay gót giày', '更换鞋跟'),
      price: 49,
      memberPrice: 43,
      description: txt('New heel tips, matched', 'Thay gót mới cùng màu', '更换同色鞋跟'),
      sales: 121,
      addOnIds: [3, 5],
      colours: ['#7a3b5a', '#f7eef3'],
      steps: 'repair',
    },
    {
      id: 112,
      typeId: 4,
      name: txt('Colour restoration', 'Phục hồi màu', '补色翻新'),
      price: 99,
      memberPrice: 88,
      description: txt('Recolour faded uppers', 'Nhuộm lại phần thân bạc màu', '褪色鞋面重新补色'),
      sales: 64,
      addOnIds: [2, 3],
      colours: ['#2f7d5b', '#eaf5f0'],
      steps: 'repair',
    },
  ];
  return { goodsTypes, goodsAddOns, goods: seeds.map(goodsRow) };
}
