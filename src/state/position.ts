import { atom } from 'jotai';

/** Default position (spec section 9), used while none is known. WGS-84. */
export const DEFAULT_POSITION = { latitude: 34.792774, longitude: 113.543671 } as const;

export type Position = { latitude: number; longitude: number };

/** The customer's last known position; `null` until known (not persisted). */
export const positionAtom = atom<Position | null>(null);

/** Where to measure distances from: the known position, or the default. */
export const effectivePositionAtom = atom<Position>((get) => get(positionAtom) ?? DEFAULT_POSITION);
