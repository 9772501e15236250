import { mutationOptions } from '@tanstack/react-query';
import { call } from './client';
import { emptySchema } from './schemas/common';

/** The sms family: `/sms/*`. */

/** Why a code is sent: registering an account, or resetting its password (`/pages/Login/forget`). */
export type SmsType = 'register' | 'reset';
export type SendSmsInput = { phone: string; type: SmsType };

/** The server refuses a new code for the same phone within this many seconds: the send button counts it down. */
export const SMS_RESEND_SECONDS = 60;

/** `POST /sms/send`. Asking again too soon is a business error (code 400, its message already shown). */
export const sendSms = (input: SendSmsInput) =>
  call(emptySchema, '/sms/send', { json: { phone: input.phone, type: input.type } }).then(() => undefined);

export const smsMutations = {
  send: () => mutationOptions({ mutationKey: ['sms', 'send'], mutationFn: sendSms }),
};
