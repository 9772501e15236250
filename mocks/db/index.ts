import { seedAccount } from './account';
import { seedCommerce } from './commerce';
import { seedCore } from './core';
import { seedOrders } from './orders';
import type { Db } from './types';

export type { Db } from './types';

/**
 * The mock user-api's one in-memory database (its type: types.ts): seeded, stateful, plain JSON so it can be
 * saved. Each family's tables, seed and rules live in its own module (core.ts, and the account/, commerce/
 * and orders/ folders); handlers change rows in place and the change is saved (in the browser, to local
 * storage, so a reload keeps the server's state as a real one would).
 */
export function seedDb(): Db {
  const core = seedCore();
  return { ...core, ...seedAccount(), ...seedCommerce(), ...seedOrders(core) };
}

export type DbPersistence = { load(): Db | null; save(db: Db): void; clear(): void };

let db: Db | null = null;
let persistence: DbPersistence | null = null;

/** Where the db is kept between page loads (the browser worker sets local storage; node keeps it in memory). */
export function setDbPersistence(next: DbPersistence | null): void {
  persistence = next;
  db = null;
}

/** A saved db from an older seed (missing tables) is thrown away and seeded anew, never half-used. */
function isComplete(saved: Db | null): saved is Db {
  if (!saved || typeof saved !== 'object') return false;
  const expected = Object.keys(seedDb());
  return expected.every((table) => table in saved);
}

export function getDb(): Db {
  if (!db) {
    const saved = persistence?.load() ?? null;
    db = isComplete(saved) ? saved : seedDb();
  }
  return db;
}

export function saveDb(): void {
  if (db && persistence) persistence.save(db);
}

export function resetDb(): Db {
  persistence?.clear();
  db = seedDb();
  saveDb();
  return db;
}
