import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { draftOwner } from '../../state/drafts';
import { tokenAtom } from '../../state/session';
import { lazyPart } from '../../ui/lazy-part';
import { hasCreateRecord } from './create-record';

const notice = lazyPart(() => import('./LastCreateNotice').then((module) => module.LastCreateNotice));

/**
 * The customer's last order create, when its answer never came (the chat app reloaded meanwhile), on Home and
 * the cabinet's screen: its order is read back and shown once found (./LastCreateNotice.tsx). Its code loads
 * only when such a create is recorded on the phone, which is rare: the screens' first load does without it.
 */
export function LastCreate() {
  const owner = draftOwner(useAtomValue(tokenAtom));
  const [recorded] = useState(() => hasCreateRecord(owner));
  return recorded ? <notice.Part /> : null;
}
