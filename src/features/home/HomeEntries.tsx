import {
  EnvironmentOutline,
  FileOutline,
  ScanningOutline,
  ShopbagOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PATHS } from '../../lib/paths';

type Entry = { key: string; path: string; icon: ReactNode };

const ENTRIES: Entry[] = [
  { key: 'washShoes', path: PATHS.productList, icon: <ShopbagOutline aria-hidden /> },
  { key: 'collectShoes', path: PATHS.scan, icon: <ScanningOutline aria-hidden /> },
  { key: 'nearby', path: PATHS.nearLocker, icon: <EnvironmentOutline aria-hidden /> },
  { key: 'process', path: PATHS.washingProcess, icon: <UnorderedListOutline aria-hidden /> },
  { key: 'agreement', path: PATHS.protocol, icon: <FileOutline aria-hidden /> },
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
