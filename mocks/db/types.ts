import type { AccountTables } from './account/tables';
import type { CommerceTables } from './commerce/tables';
import type { CoreTables } from './core';
import type { OrderTables } from './orders/tables';

/**
 * The mock user-api's one in-memory database: every family's tables side by side, plain JSON (dates as ISO
 * strings) so it can be saved. The type lives apart from the db's state (index.ts) so the families' rules
 * can name it without importing the module that imports them.
 */
export type Db = CoreTables & AccountTables & CommerceTables & OrderTables;
