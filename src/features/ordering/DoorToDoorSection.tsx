import type { UseQueryResult } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentInfo } from '../../api/schemas/site';
import { receivingAtom } from '../../state/addresses';
import { FormProblem } from '../../ui/form-problem';
import { Money } from '../../ui/Money';
import { QueryState } from '../../ui/QueryState';
import { useReceivingChoice } from '../addresses';
import { AddressPicker } from './AddressPicker';
import { DoorSectionFrame } from './DoorSectionFrame';
import type { OrderDraft, UpdateDraft } from './draft';
import { isBookable } from './slots';
import { TimeSlotPicker } from './TimeSlotPicker';

/**
 * Door-to-door: whether the site takes appointments ('The current site has not yet opened …'), the
 * receiving address (the one picked, else the default: `useReceivingChoice`) and the doorstep time from the
 * site's slots. Loaded apart from the form (door-section.tsx).
 */
export function DoorToDoorSection({
  appointment,
  draft,
  update,
  problems = {},
}: {
  appointment: UseQueryResult<AppointmentInfo>;
  draft: OrderDraft;
  update: UpdateDraft;
  /** What stops the order, said beside the part it is about (the section's, the address's or the time's). */
  problems?: { door?: string | null; address?: string | null; time?: string | null };
}) {
  const { t } = useTranslation();
  const setReceiving = useSetAtom(receivingAtom);
  const { receiving, query: addresses } = useReceivingChoice();

  // A time that is no longer on offer (taken, or today's booking closed) is not kept.
  useEffect(() => {
    if (appointment.data && draft.slot && !isBookable(appointment.data, draft.slot)) update({ slot: null });
  }, [appointment.data, draft.slot, update]);

  return (
    <DoorSectionFrame>
      <QueryState query={appointment} skeletonRows={2}>
        {(info) =>
          info.open ? (
            <>
              <AddressPicker list={addresses} chosen={receiving} onChange={setReceiving} />
              <FormProblem id="door-address-problem" text={problems.address} />
              <TimeSlotPicker
                info={info}
                value={draft.slot}
                onChange={(slot) => update({ slot })}
                problem={problems.time}
              />
              {info.deliveryFee !== null && (
                <p className="form-note">
                  {t('createOrder.door.deliveryFee')} <Money amount={info.deliveryFee} />
                </p>
              )}
            </>
          ) : (
            <p className="form-note form-note-warning" role="alert">
              {t('errors.noAppointmentService')}
            </p>
          )
        }
      </QueryState>
      <FormProblem id="door-problem" text={problems.door} />
    </DoorSectionFrame>
  );
}
