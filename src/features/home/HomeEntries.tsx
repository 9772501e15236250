import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PATHS } from '../../lib/paths';
import { BagIcon, FileIcon, ListIcon, PinIcon, ScanIcon } from './icons';

type Entry = { key: 'washShoes' | 'collectShoes' | 'nearby' | 'process' | 'agreement'; path: string; icon: ReactNode };

const ENTRIES: Entry[] = [
  { key: 'washShoes', path: PATHS.productList, icon: <BagIcon /> },
  { key: 'collectShoes', path: PATHS.scan, icon: <ScanIcon /> },
  { key: 'nearby', path: PATHS.nearLocker, icon: <PinIcon /> },
  { key: 'process', path: PATHS.washingProcess, icon: <ListIcon /> },
  { key: 'agreement', path: PATHS.protocol, icon: <FileIcon /> },
];

/** Home's entries: wash shoes, collect shoes (scan), nearby cabinets, washing process, usage agreement. */
export function HomeEntries() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <nav className="home-entries" aria-label={t('home.entries')}>
      {ENTRIES.map((entry) => (
        <button key={entry.key} type="button" className="home-entry" onClick={() => navigate(entry.path)}>
          <span className={`home-entry-icon home-entry-${entry.key}`}>{entry.icon}</span>
          <span className="home-entry-label">{t(`home.entry.${entry.key}`)}</span>
        </button>
      ))}
    </nav>
  );
}
