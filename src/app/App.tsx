import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { WelcomeCoupon } from '../features/welcome';
import { i18n } from '../i18n';
import type { getAppStore } from '../state/store';
import { LoadingLayer } from '../ui/feedback/LoadingLayer';
import { useHashPath, useHashSearch } from './hash-location';
import { keepAnswers } from './kept-answers';
import { LocaleProvider } from './LocaleProvider';
import { RouteView } from './RouteView';
import { reportFieldData } from './rum-start';
import { clearCacheWithSession } from './session-cache';
import '../ui/theme.css'; // the theme's variables, which app.css and every screen's CSS use
import '../ui/antd.css'; // antd-mobile's theme, set from them, and the app's overrides of its parts
import './app.css';

type Props = { store: ReturnType<typeof getAppStore>; queryClient: QueryClient; children?: ReactNode };

/** Every provider the screens rely on; tests render through the same ones (src/testing/render.tsx). */
export function AppProviders({ store, queryClient, children }: Props) {
  useEffect(() => clearCacheWithSession(store, queryClient), [store, queryClient]);
  // the answers Home and the cabinet link start from at the next visit (restored in src/main.tsx)
  useEffect(() => keepAnswers(store, queryClient), [store, queryClient]);
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <LocaleProvider>
            <Router hook={useHashPath} searchHook={useHashSearch}>
              {children}
            </Router>
          </LocaleProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

export function App(props: Omit<Props, 'children'>) {
  useEffect(() => reportFieldData(props.store), [props.store]);
  return (
    <AppProviders {...props}>
      <div className="app-column">
        <RouteView />
        <WelcomeCoupon />
      </div>
      <LoadingLayer />
    </AppProviders>
  );
}
