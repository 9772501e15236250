import * as v from 'valibot';
import { persistedAtom } from '../../../state/persisted';

/**
 * Whether the nearby sites' map is open. Closed until the customer opens it: the list (distances, "Navigate"
 * to the chat app's own map) is what the screen is for, and the map's code is a quarter of all the screen
 * loads. Once opened it opens on every visit, until closed again.
 */
export const sitesMapShownAtom = persistedAtom<boolean>('sitesMapShown', v.boolean(), false);
