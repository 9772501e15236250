import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { LockerInfo } from '../../api/schemas/site';

/** The cabinet the customer stands at (`/locker/locker-info`): name, number, address, boxes free, online. */
export function CabinetHeader({ locker }: { locker: LockerInfo }) {
  const { t } = useTranslation();
  return (
    <section className="cabinet-header" aria-labelledby="cabinet-name">
      <div className="cabinet-header-top">
        <h2 id="cabinet-name" className="cabinet-name">
          {locker.name}
        </h2>
        {locker.online ? (
          <Tag color="success" fill="outline">
            {t('lockers.online')}
          </Tag>
        ) : (
          <Tag color="danger" fill="outline">
            {t('lockers.offline')}
          </Tag>
        )}
      </div>
      <p className="cabinet-line">{t('lockers.cabinetNo', { lockerNo: locker.lockerNo })}</p>
      <p className="cabinet-line">{locker.address}</p>
      <p className="cabinet-line">{t('lockers.freeBoxes', { free: locker.freeBoxes, total: locker.boxes })}</p>
      {!locker.online && (
        <p className="cabinet-offline" role="alert">
          {t('lockers.offlineHint')}
        </p>
      )}
    </section>
  );
}
