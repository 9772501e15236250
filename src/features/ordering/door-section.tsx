import type { ComponentProps } from 'react';
import { lazyPart } from '../../ui/lazy-part';
import { QueryLoading } from '../../ui/QueryState';
import { DoorSectionFrame } from './DoorSectionFrame';

type DoorProps = ComponentProps<typeof import('./DoorToDoorSection').DoorToDoorSection>;

/**
 * The door-to-door section (the address and time pickers, the receiving addresses) is not among the order
 * form's own files: the cabinet, store and online orders never show it, and the form was over its 30 KB gzip
 * budget with it. It loads where the form can be door-to-door, as the form opens (CreateOrderScreen), beside
 * the calls the section waits for anyway; until it is there it shows the skeleton it shows while the site's
 * slots load.
 */
export const doorSection = lazyPart<DoorProps>(
  () => import('./DoorToDoorSection').then((module) => module.DoorToDoorSection),
  {
    placeholder: () => (
      <DoorSectionFrame>
        <QueryLoading rows={2} />
      </DoorSectionFrame>
    ),
  },
);
