import * as v from 'valibot';
import { booleanFlagSchema, idSchema, textSchema } from './common';

/** The customer (`/auth/get-user-info`): ID, bound phone, language, receiver name and address. */
export const userSchema = v.object({
  id: idSchema,
  nickName: v.optional(v.nullable(v.string()), null),
  phone: v.optional(v.nullable(textSchema), null),
  avatar: v.optional(v.nullable(v.string()), null),
  language: v.optional(v.nullable(v.string()), null),
  receiverName: v.optional(v.nullable(v.string()), null),
  receiverAddress: v.optional(v.nullable(v.string()), null),
  /** Member customers see member prices. */
  member: v.optional(booleanFlagSchema, false),
});
export type User = v.InferOutput<typeof userSchema>;
