import * as v from 'valibot';
import { booleanFlagSchema, idSchema, moneySchema, numberSchema, textSchema } from './common';

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
const optionalLatitude = v.optional(v.nullable(latitudeSchema), null);
const optionalLongitude = v.optional(v.nullable(longitudeSchema), null);

/**
 * One entry of `/site/nearby`, nearest first. A kind the app does not know (a server's own word or number)
 * never fails the list: the entry is a cabinet when it has a cabinet number, else a store (a place without
 * boxes), which is how every screen treats it.
 */
export const siteSchema = v.pipe(
  v.object({
    id: idSchema,
    /** 'locker' or 'store'; any other word or number is placed by `siteKindOf`. */
    kind: v.nullable(v.union([v.string(), v.number()])),
    /** Set for a locker. */
    lockerNo: v.optional(v.nullable(textSchema), null),
    /** Set for a store. */
    storeNo: v.optional(v.nullable(textSchema), null),
    name: v.string(),
    address: v.string(),
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    /** Metres from the position the call was made with. */
    distance: v.pipe(numberSchema, v.minValue(0)),
    /** Lockers only: boxes free right now, and all boxes. */
    freeBoxes: v.optional(v.nullable(countSchema), null),
    totalBoxes: v.optional(v.nullable(countSchema), null),
    /** Lockers only: false when the cabinet is offline (it cannot open a box). */
    online: v.optional(booleanFlagSchema, true),
    /** Free text such as "08:00-22:00" or "24 h"; the row is left out without it. */
    openHours: v.optional(v.nullable(v.string()), null),
    phone: v.optional(v.nullable(textSchema), null),
  }),
  v.transform(({ kind, ...site }) => ({ ...site, kind: siteKindOf(kind, site.lockerNo) })),
);
export type Site = v.InferOutput<typeof siteSchema>;

function siteKindOf(kind: unknown, lockerNo: string | null): SiteKind {
  if (v.is(siteKindSchema, kind)) return kind;
  return lockerNo ? 'locker' : 'store';
}

/** A 'HH:mm' time of day. */
export const timeOfDaySchema = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
/** A 'YYYY-MM-DD' calendar day. */
export const calendarDaySchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

export const appointmentSlotSchema = v.object({
  date: calendarDaySchema,
  times: v.array(v.object({ start: timeOfDaySchema, end: timeOfDaySchema, available: booleanFlagSchema })),
});
export type AppointmentSlot = v.InferOutput<typeof appointmentSlotSchema>;

/** `/site/appointment-info`: the door-to-door booking calendar of a site (today and the next three days). */
export const appointmentInfoSchema = v.object({
  /** Whether door-to-door service is open at this site ('The current site has not yet opened …' when not). */
  open: booleanFlagSchema,
  siteId: v.optional(v.nullable(idSchema), null),
  slots: v.array(appointmentSlotSchema),
  deliveryFee: moneySchema,
  /** Booking for today closes at this local time ('The appointment ends today …' after it). */
  lastBookingTime: timeOfDaySchema,
});
export type AppointmentInfo = v.InferOutput<typeof appointmentInfoSchema>;

/** `/store/store-info`. */
export const storeInfoSchema = v.object({
  /** The screens know the number they asked with; kept when sent. */
  storeNo: v.optional(v.nullable(textSchema), null),
  name: v.string(),
  address: v.string(),
  latitude: optionalLatitude,
  longitude: optionalLongitude,
  phone: v.optional(v.nullable(textSchema), null),
  /** The hours line is left out without it. */
  openHours: v.optional(v.nullable(v.string()), null),
  shopId: idSchema,
});
export type StoreInfo = v.InferOutput<typeof storeInfoSchema>;

/** `/locker/locker-info`. */
export const lockerInfoSchema = v.object({
  lockerNo: textSchema,
  name: v.string(),
  address: v.string(),
  latitude: optionalLatitude,
  longitude: optionalLongitude,
  shopId: idSchema,
  /** An offline cabinet cannot open boxes. */
  online: booleanFlagSchema,
  /** All boxes, and the ones free right now (rows left out when not sent). */
  boxes: v.optional(v.nullable(countSchema), null),
  freeBoxes: v.optional(v.nullable(countSchema), null),
});
export type LockerInfo = v.InferOutput<typeof lockerInfoSchema>;

/** `/locker/free-box`: whether a box is free ('The current box is full …' when `freeBoxes` is 0). */
export const freeBoxSchema = v.object({
  freeBoxes: countSchema,
  /** The box that would be given now, or null when none is free. */
  boxNo: v.optional(v.nullable(textSchema), null),
});
export type FreeBox = v.InferOutput<typeof freeBoxSchema>;
