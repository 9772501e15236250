import * as v from 'valibot';
import { idSchema, textSchema } from './common';
import { openPicklist } from './open-picklist';

/** `/order/store-open` and `/order/pick-open`: a box-opening request to follow with `/order/open-result`. */
export const openTicketSchema = v.object({ resultId: idSchema, boxNo: v.fallback(v.nullish(textSchema, null), null) });
export type OpenTicket = v.InferOutput<typeof openTicketSchema>;

export const OPEN_STATUSES = ['pending', 'success', 'failed'] as const;
/**
 * `/order/open-result`: the app asked with the result id, so its echo is not needed. The status is what the
 * box flow goes on with; one it does not know (a word, a number beyond the list) is 'pending': the app asks
 * again until the opening's time is up, and never reads a box that opened as one that failed.
 */
export const openResultSchema = v.object({
  resultId: v.nullish(idSchema, null),
  status: v.pipe(
    openPicklist(OPEN_STATUSES),
    v.transform((status) => (status === 'other' ? 'pending' : status)),
  ),
  boxNo: v.fallback(v.nullish(textSchema, null), null),
});
export type OpenResult = v.InferOutput<typeof openResultSchema>;
