import * as v from 'valibot';

/**
 * `/region/get-by-pcode`: the children of a region (`pcode` '0' gives the top level). Codes are strings
 * ('410000', '01'); `hasChildren` tells the picker whether to ask for another level.
 */
export const regionSchema = v.object({ code: v.string(), name: v.string(), hasChildren: v.boolean() });
export type Region = v.InferOutput<typeof regionSchema>;

/** The top level of the region tree. */
export const ROOT_REGION_CODE = '0';
