import * as v from 'valibot';
import { booleanFlagSchema, idSchema, listOf, moneySchema, numberSchema, textSchema, timeOfDaySchema } from './common';

/**
 * Sites are where shoes change hands: smart cabinets ("lockers", numbered by `lockerNo`, with boxes) and
 * stores (`storeNo`). Positions are WGS-84 latitude/longitude (CONTRACT.md).
 */

export const SITE_KINDS = ['locker', 'store'] as const;
export const siteKindSchema = v.picklist(SITE_KINDS);
export type SiteKind = v.InferOutput<typeof siteKindSchema>;

const latitudeSchema = v.pipe(numberSchema, v.minValue(-90), v.maxValue(90));
const longitudeSchema = v.pipe(numberSchema, v.minValue(-180), v.maxValue(180));
const countSchema = v.pipe(numberSchema, v.integer(), v.minValue(0));
/** A position no screen reads (a store's or a cabinet's own: the map draws `/site/nearby`): never required. */
const optionalLatitude = v.nullish(latitudeSchema, null);
const optionalLongitude = v.nullish(longitudeSchema, null);

/**
 * One entry of `/site/nearby`, nearest first. A kind the app does not know (a server's own word or number)
 * never fails the list: the entry is a cabinet when it has a cabinet number, else a store (a place without
 * boxes), which is how every screen treats it.
 */
export const siteSchema = v.pipe(
  v.object({
    id: idSchema,
    /** 'locker' or 'store'; any other word or number is placed by `siteKindOf`. */
    kind: v.nullish(v.union([v.string(), v.number()]), null),
    /** Set for a locker. */
    lockerNo: v.nullish(textSchema, null),
    /** Set for a store. */
    storeNo: v.nullish(textSchema, null),
    name: v.nullish(v.string(), ''),
    address: v.nullish(v.string(), ''),
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    /** Metres from the position the call was made with; not shown when the server does not say. */
    distance: v.nullish(v.pipe(numberSchema, v.minValue(0)), null),
    /** Lockers only: boxes free right now, and all boxes. */
    freeBoxes: v.nullish(countSchema, null),
    totalBoxes: v.nullish(countSchema, null),
    /** Lockers only: false when the cabinet is offline (it cannot open a box). */
    online: v.nullish(booleanFlagSchema, true),
    /** Free text such as "08:00-22:00" or "24 h"; the row is left out without it. */
    openHours: v.nullish(v.string(), null),
    phone: v.nullish(textSchema, null),
  }),
  // a site the server does not name is named by its number
  v.transform(({ kind, ...site }) => ({
    ...site,
    name: site.name || site.lockerNo || site.storeNo || '',
    kind: siteKindOf(kind, site.lockerNo),
  })),
);
export type Site = v.InferOutput<typeof siteSchema>;

function siteKindOf(kind: unknown, lockerNo: string | null): SiteKind {
  if (v.is(siteKindSchema, kind)) return kind;
  return lockerNo ? 'locker' : 'store';
}

/** A 'YYYY-MM-DD' calendar day. */
export const calendarDaySchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

export const appointmentSlotSchema = v.object({
  date: calendarDaySchema,
  times: v.nullish(
    listOf(v.object({ start: timeOfDaySchema, end: timeOfDaySchema, available: v.nullish(booleanFlagSchema, true) })),
    [],
  ),
});
export type AppointmentSlot = v.InferOutput<typeof appointmentSlotSchema>;

/** `/site/appointment-info`: the door-to-door booking calendar of a site (today and the next three days). */
export const appointmentInfoSchema = v.object({
  /** Whether door-to-door service is open at this site ('The current site has not yet opened …' when not). */
  /** A server that does not say is open when it offers times. */
  open: v.nullish(booleanFlagSchema, null),
  siteId: v.nullish(idSchema, null),
  slots: v.nullish(listOf(appointmentSlotSchema), []),
  /** Not said: the order's amount comes from /order/count-order-amount all the same. */
  deliveryFee: v.nullish(moneySchema, null),
  /** Booking for today closes at this local time ('The appointment ends today …' after it); none when not said. */
  lastBookingTime: v.nullish(timeOfDaySchema, null),
});
export type AppointmentInfo = v.InferOutput<typeof appointmentInfoSchema>;

/** `/store/store-info`. */
export const storeInfoSchema = v.object({
  /** The screens know the number they asked with; kept when sent. */
  storeNo: v.nullish(textSchema, null),
  name: v.nullish(v.string(), ''),
  address: v.nullish(v.string(), ''),
  latitude: optionalLatitude,
  longitude: optionalLongitude,
  phone: v.nullish(textSchema, null),
  /** The hours line is left out without it. */
  openHours: v.nullish(v.string(), null),
  /** The shop the store belongs to; the shop of the link or the last one when not said. */
  shopId: v.nullish(idSchema, null),
});
export type StoreInfo = v.InferOutput<typeof storeInfoSchema>;

/** `/locker/locker-info`. */
export const lockerInfoSchema = v.object({
  /** The screens know the number they asked with. */
  lockerNo: v.nullish(textSchema, null),
  name: v.nullish(v.string(), ''),
  address: v.nullish(v.string(), ''),
  latitude: optionalLatitude,
  longitude: optionalLongitude,
  shopId: v.nullish(idSchema, null),
  /** An offline cabinet cannot open boxes; one the server says nothing of is taken to be online. */
  online: v.nullish(booleanFlagSchema, true),
  /** All boxes, and the ones free right now (rows left out when not sent). */
  boxes: v.nullish(countSchema, null),
  freeBoxes: v.nullish(countSchema, null),
});
export type LockerInfo = v.InferOutput<typeof lockerInfoSchema>;

/** `/locker/free-box`: whether a box is free ('The current box is full …' when `freeBoxes` is 0). */
export const freeBoxSchema = v.object({
  freeBoxes: countSchema,
  /** The box that would be given now, or null when none is free. */
  boxNo: v.nullish(textSchema, null),
});
export type FreeBox = v.InferOutput<typeof freeBoxSchema>;
