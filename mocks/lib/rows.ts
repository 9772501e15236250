/**
 * Helpers for the db's tables. Kept apart from lib/http (which reads the db) so the db's own modules can use
 * them without importing the db back.
 */

/** Next id for a table of rows with numeric ids. */
export function nextId(rows: ReadonlyArray<{ id: number }>): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
}
