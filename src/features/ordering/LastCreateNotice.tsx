import { PendingCreateNotice } from './PendingCreateNotice';
import { usePendingCreate } from './pending-create';

/** Where the last unanswered create stands, read back (loaded by ./LastCreate.tsx when one is recorded). */
export function LastCreateNotice() {
  return <PendingCreateNotice {...usePendingCreate()} />;
}
