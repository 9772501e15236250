import { queryOptions } from '@tanstack/react-query';
import type { Id } from '../lib/id';
import { call } from './client';
import { listOf } from './schemas/common';
import { appointmentInfoSchema, type SiteKind, siteSchema } from './schemas/site';

/** The site family: `/site/*` (cabinets and stores near the customer). Every query key starts with 'site'. */

export type NearbyParams = { latitude: number; longitude: number; shopId: Id; type?: SiteKind };
/** Door-to-door booking calendar of one site, or of the shop's door-to-door site when only `shopId` is known. */
export type AppointmentParams = { siteId: Id; shopId?: Id } | { siteId?: undefined; shopId: Id };

const sitesSchema = listOf(siteSchema);

/** Sites of the shop, nearest first, with their distance in metres from the given WGS-84 position. */
export const getNearbySites = (params: NearbyParams, signal?: AbortSignal) =>
  call(sitesSchema, '/site/nearby', { query: params, signal });

export const getAppointmentInfo = (params: AppointmentParams, signal?: AbortSignal) =>
  call(appointmentInfoSchema, '/site/appointment-info', { query: params, signal });

/** Positions are rounded to about 10 m in keys, so a jittery fix does not refetch the list. */
const roundPosition = (value: number) => Math.round(value * 10_000) / 10_000;

export const siteKeys = {
  all: ['site'] as const,
  nearby: (params: NearbyParams) =>
    [
      'site',
      'nearby',
      {
        shopId: params.shopId,
        type: params.type ?? null,
        latitude: roundPosition(params.latitude),
        longitude: roundPosition(params.longitude),
      },
    ] as const,
  appointment: (params: AppointmentParams) =>
    ['site', 'appointment', { siteId: params.siteId ?? null, shopId: params.shopId ?? null }] as const,
};

export const siteQueries = {
  nearby: (params: NearbyParams) =>
    queryOptions({
      queryKey: siteKeys.nearby(params),
      queryFn: ({ signal }) =>
        getNearbySites(
          {
            ...params,
            latitude: roundPosition(params.latitude),
            longitude: roundPosition(params.longitude),
          },
          signal,
        ),
      staleTime: 30_000,
    }),
  /** Slots fill up and close during the day: always fresh when the booking screen opens. */
  appointment: (params: AppointmentParams) =>
    queryOptions({
      queryKey: siteKeys.appointment(params),
      queryFn: ({ signal }) => getAppointmentInfo(params, signal),
      staleTime: 0,
    }),
};
