import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import { freeBoxSchema, lockerInfoSchema } from './schemas/site';

/** The locker (cabinet) family: `/locker/*`. Every query key starts with 'locker'. */

export const getLockerInfo = (lockerNo: string, signal?: AbortSignal) =>
  call(lockerInfoSchema, '/locker/locker-info', { query: { lockerNo }, signal });

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
