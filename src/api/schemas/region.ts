import * as v from 'valibot';
import { booleanFlagSchema, textSchema } from './common';

/**
 * `/region/get-by-pcode`: the children of a region (`pcode` '0' gives the top level). Codes are strings
 * ('410000', '01'; a server's numbers are read as their digits); `hasChildren` tells the picker whether to ask
 * for another level (a boolean or 0/1).
 */
export const regionSchema = v.object({
  code: textSchema,
  name: v.string(),
  hasChildren: booleanFlagSchema,
});
export type Region = v.InferOutput<typeof regionSchema>;

/** The top level of the region tree. */
export const ROOT_REGION_CODE = '0';
