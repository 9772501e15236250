import { useTranslation } from 'react-i18next';
import type { LockerInfo } from '../../api/schemas/site';
import { freeBoxesText } from '../../ui/free-boxes';
import './cabinet-header.css';

/** The cabinet the customer stands at (`/locker/locker-info`): name, number, address, boxes free, online. */
export function CabinetHeader({ locker }: { locker: LockerInfo }) {
  const { t } = useTranslation();
  return (
    <section className="cabinet-header" aria-labelledby="cabinet-name">
      <div className="cabinet-header-top">
        <h2 id="cabinet-name" className="cabinet-name">
          {locker.name}
        </h2>
        <span className={locker.online ? 'cabinet-tag cabinet-tag-online' : 'cabinet-tag cabinet-tag-offline'}>
          {locker.online ? t('lockers.online') : t('lockers.offline')}
        </span>
      </div>
      <p className="cabinet-line">{t('lockers.cabinetNo', { lockerNo: locker.lockerNo })}</p>
      <p className="cabinet-line">{locker.address}</p>
      {locker.freeBoxes !== null && <p className="cabinet-line">{freeBoxesText(t, locker.freeBoxes, locker.boxes)}</p>}
      {!locker.online && (
        <p className="cabinet-offline" role="alert">
          {t('lockers.offlineHint')}
        </p>
      )}
    </section>
  );
}
