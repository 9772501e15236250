import { hasDraft } from '../../state/drafts';

/** The draft under which an order create is recorded before it is sent (./pending-create.ts). */
export const CREATE_RECORD = 'order.create';

/** Whether `owner` has a create recorded and not yet settled: only then does a screen load what settles it. */
export const hasCreateRecord = (owner: string) => hasDraft(CREATE_RECORD, owner);
