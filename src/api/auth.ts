import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { Id } from '../lib/id';
import { call } from './client';
import { isApiError } from './errors';
import { userInfoRequest } from './requests';
import { emptySchema } from './schemas/common';
import { userSchema } from './schemas/user';

/** The auth family: `/auth/*`. Every query key starts with 'auth'. */

const tokenSchema = v.object({ token: v.pipe(v.string(), v.minLength(1)) });
export type TokenResult = v.InferOutput<typeof tokenSchema>;

export type PasswordLoginInput = { phone: string; password: string };
export type RegisterInput = { phone: string; code: string; password: string; shopId?: Id; pid?: number | string };
export type UpdatePasswordInput = { phone: string; code: string; password: string };

/**
 * Chat-app phone authorisation: either the one-time `code` the chat app gives for the phone number, or the
 * older `encryptedData` + `iv` pair.
 */
export type MaAuthPhoneInput = { code: string } | { encryptedData: string; iv: string };

/** A successful phone authorisation signs the customer in. */
const maAuthPhoneSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  phone: v.nullish(v.string(), null),
});
export type MaAuthPhoneData = v.InferOutput<typeof maAuthPhoneSchema>;

/**
 * What phone authorisation gives back: signed in, or (body code 400, already toasted by the client) the whole
 * response body, passed on to the caller as spec section 8 asks (`{code, msg, data}`: the mock puts the phone
 * number it read into `data.phone` when that number has no account yet, so the caller can offer to register).
 */
export type MaAuthPhoneResult = { ok: true; data: MaAuthPhoneData } | { ok: false; code: 400; body: unknown };

/**
 * A pid from the landing URL is an id: sent as its digits (never turned into a number, which would round a
 * snowflake id), anything else is left out.
 */
function inviterId(pid: RegisterInput['pid']): Id | undefined {
  if (typeof pid === 'number') return Number.isSafeInteger(pid) && pid > 0 ? String(pid) : undefined;
  return pid && /^\d+$/.test(pid) ? pid : undefined;
}

/** `quiet`: the start-up load, which says nothing when it fails (the screens that show the user ask again). */
export const getUserInfo = (shopId: Id, signal?: AbortSignal, { quiet = false } = {}) =>
  call(userSchema, userInfoRequest(shopId), { signal, quiet });

export const passwordLogin = (input: PasswordLoginInput) =>
  call(tokenSchema, '/auth/password-login', { json: { phone: input.phone, password: input.password } });

export const register = (input: RegisterInput) =>
  call(tokenSchema, '/auth/register', {
    json: {
      phone: input.phone,
      code: input.code,
      password: input.password,
      shopId: input.shopId,
      pid: inviterId(input.pid),
    },
  });

export const updatePassword = (input: UpdatePasswordInput) =>
  call(emptySchema, '/auth/update-password', {
    json: { phone: input.phone, code: input.code, password: input.password },
  }).then(() => undefined);

/**
 * `POST /auth/ma-auth-phone`. On body code 400 the body is returned (`ok: false`) instead of thrown; every
 * other failure (network, 401, other codes, malformed answers) is thrown as the ApiError it is.
 */
export async function maAuthPhone(input: MaAuthPhoneInput): Promise<MaAuthPhoneResult> {
  const json = 'code' in input ? { code: input.code } : { encryptedData: input.encryptedData, iv: input.iv };
  try {
    return { ok: true, data: await call(maAuthPhoneSchema, '/auth/ma-auth-phone', { json }) };
  } catch (error) {
    if (isApiError(error) && error.kind === 'business' && error.code === 400) {
      return { ok: false, code: 400, body: error.details.body };
    }
    throw error;
  }
}

export const authKeys = {
  all: ['auth'] as const,
  userInfo: (shopId: Id) => ['auth', 'user-info', { shopId }] as const,
};

export const authQueries = {
  /** `quiet`: the start-up's load, which says nothing when it fails (the account screens ask again). */
  userInfo: (shopId: Id, { quiet = false } = {}) =>
    queryOptions({
      queryKey: authKeys.userInfo(shopId),
      queryFn: ({ signal }) => getUserInfo(shopId, signal, { quiet }),
      staleTime: 60_000,
      meta: { request: userInfoRequest(shopId) },
    }),
};

/**
 * A customer just signed in: every query read while anonymous (or as someone else) is read again, now with the
 * session, whichever family it belongs to. Not awaited: the screens refresh as their answers come.
 */
export function refreshAfterSignIn(client: QueryClient): void {
  void client.invalidateQueries();
}

/** Saving the token and loading the user is the caller's part (src/state/session.ts: saveToken). */
export const authMutations = {
  passwordLogin: () => mutationOptions({ mutationKey: ['auth', 'password-login'], mutationFn: passwordLogin }),
  register: () => mutationOptions({ mutationKey: ['auth', 'register'], mutationFn: register }),
  updatePassword: () => mutationOptions({ mutationKey: ['auth', 'update-password'], mutationFn: updatePassword }),
  maAuthPhone: () => mutationOptions({ mutationKey: ['auth', 'ma-auth-phone'], mutationFn: maAuthPhone }),
};
