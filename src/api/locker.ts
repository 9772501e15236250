import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import { lockerInfoRequest } from './requests';
import { freeBoxSchema, lockerInfoSchema } from './schemas/site';

/** The locker (cabinet) family: `/locker/*`. Every query key starts with 'locker'. */

/** A cabinet the server does not name (or number) is named by the number it was asked with. */
export const getLockerInfo = async (lockerNo: string, signal?: AbortSignal) => {
  const info = await call(lockerInfoSchema, lockerInfoRequest(lockerNo), { signal });
  const number = info.lockerNo ?? lockerNo;
  return { ...info, lockerNo: number, name: info.name || number };
};

/** Whether a box is free right now ('The current box is full …' when `freeBoxes` is 0). */
export const getFreeBox = (lockerNo: string, signal?: AbortSignal) =>
  call(freeBoxSchema, '/locker/free-box', { query: { lockerNo }, signal });

export const lockerKeys = {
  all: ['locker'] as const,
  info: (lockerNo: string) => ['locker', 'info', { lockerNo }] as const,
  freeBox: (lockerNo: string) => ['locker', 'free-box', { lockerNo }] as const,
};

export const lockerQueries = {
  info: (lockerNo: string) =>
    queryOptions({
      queryKey: lockerKeys.info(lockerNo),
      queryFn: ({ signal }) => getLockerInfo(lockerNo, signal),
      staleTime: 15_000,
      meta: { request: lockerInfoRequest(lockerNo) },
    }),
  /** Boxes are taken by other customers at any time: never served from cache. */
  freeBox: (lockerNo: string) =>
    queryOptions({
      queryKey: lockerKeys.freeBox(lockerNo),
      queryFn: ({ signal }) => getFreeBox(lockerNo, signal),
      staleTime: 0,
      gcTime: 0,
    }),
};
