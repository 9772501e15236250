import * as v from 'valibot';
import { addressSchema } from '../api/schemas/address';
import { persistedAtom } from './persisted';

/** The default receiving entry (spec section 3: "receiving"), persisted. */
export const receivingAtom = persistedAtom('receiving', v.nullable(addressSchema), null);

/** The chosen address of the addr family (spec section 3: "address"), persisted. */
export const addressListStateAtom = persistedAtom('address', v.nullable(addressSchema), null);
