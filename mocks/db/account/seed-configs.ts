import { type Text, txt } from '../../lib/text';
import type { ConfigRow } from './tables';

/** Each shop's config (`/conf/get-by-shopid`): service phone, agreements under its brand, cleaning steps. */

function userAgreement(brand: Text, phone: string): Text {
  return txt(
    `<h3>${brand.en} Service Agreement</h3>
<p>Welcome to ${brand.en}. By registering or placing an order you accept this agreement. Please read it carefully before using the smart cabinets, store cleaning and door-to-door services.</p>
<p><strong>1. Orders and cabinets.</strong> After you store shoes in a cabinet box, close the door firmly. We collect them, clean them and return them to a box; you receive a pickup code when they are ready. Shoes not collected within 7 days after they are ready may incur an overdue fee, shown before you pay it.</p>
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
<p>欢迎使用${brand['zh-CN']}。注册或下单即表示您同意本协议。使用智能柜机、门店清洗及上门服务前，请仔细阅读。</p>
<p><strong>一、订单与柜机。</strong>将鞋子存入箱格后请关紧箱门。我们取件、清洗后放回箱格，完成后您会收到取件码。鞋子完成后7天内未取的，可能产生超时费，支付前会明确显示。</p>
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
<p><strong>如何使用。</strong>用于处理订单、为您打开箱格、发送验证码及通知订单进度。我们不会出售您的信息。</p>
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
    '送回箱格，凭取件码取鞋',
  ),
];

const BRANDS: Record<number, Text> = {
  0: txt('Shoe Care', 'Shoe Care', 'Shoe Care'),
  3: txt('Fresh Steps', 'Fresh Steps', 'Fresh Steps'),
  5: txt('Campus Shoe Wash', 'Campus Shoe Wash', 'Campus Shoe Wash'),
};

function config(shopId: number, servicePhone: string, flow: Text[]): ConfigRow {
  const brand = BRANDS[shopId] ?? txt('Shoe Care', 'Shoe Care', 'Shoe Care');
  return {
    shopId,
    servicePhone,
    userAgreement: userAgreement(brand, servicePhone),
    privacyAgreement: privacyAgreement(brand),
    flow,
  };
}

export function seedConfigs(): ConfigRow[] {
  return [
    config(0, '400-800-1234', FLOW),
    config(3, '400-800-5678', FLOW),
    config(
      5,
      '400-800-9012',
      [FLOW[0], FLOW[2], FLOW[3], FLOW[5]].filter((step): step is Text => !!step),
    ),
  ];
}
