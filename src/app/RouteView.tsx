import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isLoggedInAtom } from '../state/session';
import { removeBootShell } from './boot-shell';
import { ErrorBoundary } from './ErrorBoundary';
import { LoginRequired } from './LoginRequired';
import { TabBar } from './layout/TabBar';
import { OpenErrorScreen } from './OpenErrorScreen';
import { findRoute } from './routes';
import { ScreenLoader } from './ScreenLoader';

/** Shows the screen for the current hash path, with the tab bar on tab pages. */
export function RouteView() {
  const { t } = useTranslation();
  const [path] = useLocation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const route = findRoute(path);
  const loadsScreen = Boolean(route && !(route.auth && !loggedIn));

  // a screen that loads removes the boot script's frame itself (ScreenLoader); the others show at once
  useEffect(() => {
    if (!loadsScreen) removeBootShell();
  }, [loadsScreen]);

  if (!route) return <OpenErrorScreen />;

  const title = t(`routes.${route.name}`);
  const tab = Boolean(route.tab);
  let screen: React.ReactNode;
  if (route.auth && !loggedIn) screen = <LoginRequired title={title} tab={tab} />;
  else
    screen = (
      <ScreenLoader
        key={route.path}
        load={route.screen}
        frame={route.customNavBar ? undefined : { title, back: !tab }}
      />
    );

  return (
    <div className={tab ? 'route route-with-tabs' : 'route'} data-route={route.name}>
      <ErrorBoundary resetKey={route.path}>{screen}</ErrorBoundary>
      {tab && <TabBar current={route.path} />}
    </div>
  );
}
