/** Account family tables (sms codes, activities, invite rewards, ads, config): filled by the account work. */
export type AccountTables = Record<never, never>;

export function seedAccount(): AccountTables {
  return {};
}
