import { http } from 'msw';
import { getDb } from '../db';
import { freeBoxesOf, lockerOf, ORDER_MESSAGES } from '../db/orders';
import { api, fail, ok, stringParam } from '../lib/http';
import { langOf, tr } from '../lib/text';

/** Mirrors src/api/locker.ts: public calls (a cabinet's QR code works before logging in). */
export const lockerHandlers = [
  http.get(api('/locker/locker-info'), ({ request }) => {
    const lang = langOf(request);
    const locker = lockerOf(getDb(), stringParam(request, 'lockerNo'));
    if (!locker) return fail(404, tr(ORDER_MESSAGES.lockerNotFound, lang));
    return ok({
      lockerNo: locker.lockerNo,
      name: tr(locker.name, lang),
      address: tr(locker.address, lang),
      latitude: locker.latitude,
      longitude: locker.longitude,
      shopId: locker.shopId,
      online: locker.online,
      boxes: locker.boxes.length,
      freeBoxes: freeBoxesOf(locker).length,
    });
  }),
  /** Whether a box is free, and which one would be given ('The current box is full …' when none). */
  http.get(api('/locker/free-box'), ({ request }) => {
    const locker = lockerOf(getDb(), stringParam(request, 'lockerNo'));
    if (!locker) return fail(404, tr(ORDER_MESSAGES.lockerNotFound, langOf(request)));
    const free = locker.online ? freeBoxesOf(locker) : [];
    return ok({ freeBoxes: free.length, boxNo: free[0]?.boxNo ?? null });
  }),
];
