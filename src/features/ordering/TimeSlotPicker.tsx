import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentInfo } from '../../api/schemas/site';
import { showToast } from '../../ui/feedback/toast';
import { FormProblem } from '../../ui/form-problem';
import { bookingClosedToday, type ChosenSlot, dayOffset, firstOpenDay, localDay, slotState } from './slots';

/** The doorstep time: a day (today and the next three), then one of its slots. */
export function TimeSlotPicker({
  info,
  value,
  onChange,
  now = new Date(),
  problem = null,
}: {
  info: AppointmentInfo;
  value: ChosenSlot | null;
  onChange: (slot: ChosenSlot) => void;
  now?: Date;
  /** No time chosen when the order is sent, said beside the times. */
  problem?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const [day, setDay] = useState<string | null>(value?.date ?? firstOpenDay(info));
  const shown = info.slots.find((slot) => slot.date === day) ?? info.slots[0];
  const today = localDay(now);

  const dayLabel = (date: string) => {
    const offset = dayOffset(date, now);
    if (offset === 0) return t('createOrder.time.today');
    if (offset === 1) return t('createOrder.time.tomorrow');
    const [y, m, d] = date.split('-').map(Number);
    return new Intl.DateTimeFormat(i18n.language, { weekday: 'short' }).format(new Date(y ?? 0, (m ?? 1) - 1, d ?? 1));
  };

  return (
    <fieldset className="time-picker">
      <legend className="form-section-title">{t('createOrder.time.label')}</legend>
      <div className="time-days" role="tablist" aria-label={t('createOrder.time.days')}>
        {info.slots.map((slot) => (
          <button
            key={slot.date}
            type="button"
            role="tab"
            aria-selected={slot.date === shown?.date}
            className={slot.date === shown?.date ? 'time-day option-chip option-chip-active' : 'time-day option-chip'}
            onClick={() => setDay(slot.date)}
          >
            <span>{dayLabel(slot.date)}</span>
            <span className="time-day-date">{slot.date.slice(5)}</span>
          </button>
        ))}
      </div>
      {shown?.date === today && bookingClosedToday(info, now) && (
        <p className="form-note form-note-warning" role="note">
          {t('errors.appointmentEndsToday')}
        </p>
      )}
      {shown && (
        <div className="time-slots">
          {shown.times.map((time) => {
            const state = slotState(shown.date, time, info, now);
            const selected = value?.date === shown.date && value.start === time.start;
            return (
              <button
                key={time.start}
                type="button"
                className={`time-slot time-slot-${state}${selected ? ' time-slot-selected' : ''}`}
                aria-pressed={selected}
                aria-disabled={state !== 'available'}
                onClick={() => {
                  if (state === 'ended') showToast(t('errors.appointmentEndsToday'));
                  else if (state === 'full') showToast(t('createOrder.time.full'));
                  else onChange({ date: shown.date, start: time.start });
                }}
              >
                <span>
                  {time.start}–{time.end}
                </span>
                {state !== 'available' && (
                  <span className="time-slot-state">
                    {t(state === 'ended' ? 'createOrder.time.ended' : 'createOrder.time.fullShort')}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      )}
      <FormProblem id="door-time-problem" text={problem} />
    </fieldset>
  );
}
