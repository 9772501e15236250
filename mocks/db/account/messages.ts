import { type Lang, type Text, tr, txt } from '../../lib/text';

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
