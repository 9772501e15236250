import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withAntdSetup } from '../../ui/antd-setup';
import { lazyPart, useOpenedOnce } from '../../ui/lazy-part';
import { RightOutline } from '../../ui/light/OutlineIcon';
import type { RegionValue } from './address-form';
import type { RegionSheetProps } from './RegionSheet';

/**
 * The sheet with the cascade (RegionSheet.tsx) loads when a finger lands on the field: antd-mobile's Popup
 * brings react-spring and the gesture code (about 25 KB gzip), which the address form and the account screen
 * loaded before they could show.
 */
const { Part: RegionSheet, prepare: prepareRegionSheet } = lazyPart<RegionSheetProps>(
  withAntdSetup(() => import('./RegionSheet').then((module) => module.RegionSheet)),
);

type FieldProps = {
  id: string;
  labelId: string;
  value: RegionValue | null;
  onChange: (value: RegionValue) => void;
  invalid?: boolean;
  /** The id of what is wrong with it, said beside it. */
  describedBy?: string | undefined;
};

/**
 * The region field: shows the region picked, and opens the cascade to pick one level by level (province,
 * city, district), each level loaded from `/region/get-by-pcode` only when it is reached.
 */
export function RegionField({ id, labelId, value, onChange, invalid = false, describedBy }: FieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const valueId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <button
        id={id}
        type="button"
        className={`region-field${value ? '' : ' region-field-empty'}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-labelledby={`${labelId} ${valueId}`}
        onPointerDown={prepareRegionSheet}
        onFocus={prepareRegionSheet}
        onClick={() => setOpen(true)}
      >
        <span id={valueId}>{value?.text || t('addresses.form.regionPlaceholder')}</span>
        <RightOutline aria-hidden />
      </button>
      {opened && (
        <RegionSheet
          open={open}
          initialCodes={value?.codes ?? []}
          onDone={(next) => {
            onChange(next);
            close();
          }}
          onCancel={close}
        />
      )}
    </>
  );
}
