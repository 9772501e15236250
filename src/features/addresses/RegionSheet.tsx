import { Sheet } from '../../ui/sheet/Sheet';
import type { RegionValue } from './address-form';
import { RegionCascade } from './RegionCascade';

export type RegionSheetProps = {
  open: boolean;
  initialCodes: string[];
  onDone: (value: RegionValue) => void;
  onCancel: () => void;
};

/** The cascade in antd-mobile's bottom sheet, which brings its motion code (RegionPicker.tsx loads it on first use). */
export function RegionSheet({ open, initialCodes, onDone, onCancel }: RegionSheetProps) {
  return (
    <Sheet visible={open} onMaskClick={onCancel} onClose={onCancel} destroyOnClose bodyClassName="region-popup">
      {open && <RegionCascade initialCodes={initialCodes} onDone={onDone} onCancel={onCancel} />}
    </Sheet>
  );
}
