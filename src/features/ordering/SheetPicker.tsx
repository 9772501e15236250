import { type ComponentProps, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withAntdSetup } from '../../ui/antd-setup';
import { lazyPart, useOpenedOnce } from '../../ui/lazy-part';
import { RightOutline } from '../../ui/light/OutlineIcon';

/**
 * The sheet loads when a finger lands on a row that opens it: antd-mobile's Popup brings react-spring and the
 * gesture code (about 25 KB gzip), which the order form loaded before it could show.
 */
type SheetProps = ComponentProps<typeof import('../../ui/sheet/TitledSheet').TitledSheet>;
const { Part: TitledSheet, prepare: prepareSheet } = lazyPart<SheetProps>(
  withAntdSetup(() => import('../../ui/sheet/TitledSheet').then((module) => module.TitledSheet)),
);

/**
 * A row of the order form that shows what is chosen and opens a sheet to choose again (the address, the
 * voucher). The sheet's content is given `close`, to call once a choice is made.
 */
export function SheetPicker({
  icon,
  label,
  ariaLabel,
  value,
  sheetTitleId,
  sheetTitle,
  prepare,
  children,
}: {
  icon: ReactNode;
  label: string;
  /** The row's name for a screen reader, when its visible text does not say enough. */
  ariaLabel?: string;
  /** What is chosen, or why nothing is yet: shown under the label. */
  value: ReactNode;
  sheetTitleId: string;
  sheetTitle: string;
  /** Starts loading what the sheet shows, beside the sheet itself. */
  prepare?: () => void;
  children: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const close = () => setOpen(false);
  const load = () => {
    prepareSheet();
    prepare?.();
  };

  return (
    <>
      <button
        type="button"
        className="form-row form-row-button"
        aria-haspopup="dialog"
        aria-label={ariaLabel}
        onPointerDown={load}
        onFocus={load}
        onClick={() => setOpen(true)}
      >
        {icon}
        <span className="form-row-main">
          <span className="form-row-label">{label}</span>
          {value}
        </span>
        <RightOutline aria-hidden className="form-row-arrow" />
      </button>
      {opened && (
        <TitledSheet
          open={open}
          onClose={close}
          titleId={sheetTitleId}
          title={sheetTitle}
          closeLabel={t('createOrder.close')}
        >
          {children(close)}
        </TitledSheet>
      )}
    </>
  );
}
