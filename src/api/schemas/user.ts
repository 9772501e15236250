import * as v from 'valibot';
import { booleanFlagSchema, idSchema, textSchema } from './common';

/** The customer (`/auth/get-user-info`): ID, bound phone, language, receiver name and address. */
export const userSchema = v.object({
  id: idSchema,
  nickName: v.nullish(v.string(), null),
  phone: v.nullish(textSchema, null),
  avatar: v.nullish(v.string(), null),
  language: v.nullish(v.string(), null),
  receiverName: v.nullish(v.string(), null),
  receiverAddress: v.nullish(v.string(), null),
  /** Member customers see member prices. */
  member: v.nullish(booleanFlagSchema, false),
});
export type User = v.InferOutput<typeof userSchema>;
