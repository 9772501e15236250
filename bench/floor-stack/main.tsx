import 'antd-mobile/es/global';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { atom, createStore, Provider, useAtomValue } from 'jotai';
import ky from 'ky';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Route, Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import en from '../../locales/en.json';
import { FIRST_SCREEN_MARK } from '../../src/app/marks';

/**
 * The stack's floor with its libraries: the floor's screen (bench/floor/), drawn through every library the app
 * starts with (i18next with the app's English texts, react-i18next, TanStack Query, jotai, ky, valibot, wouter,
 * antd-mobile's theme variables), each set up as the app sets it up and used once, with no code of the app's own
 * and no call to a server. What a route costs beyond this is the app's; what this costs beyond the floor is the
 * stack's.
 */
void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
// the app's client is set up at start and kept; nothing is asked of a server here
Object.assign(window, { api: ky.create({ prefixUrl: location.origin, retry: 0 }) });
const Screen = v.object({ title: v.string(), steps: v.array(v.string()) });
const store = createStore();
const shopAtom = atom('Shoe care');
const queryClient = new QueryClient();

function Page() {
  const { t } = useTranslation();
  const shop = useAtomValue(shopAtom);
  const { data } = useQuery({
    queryKey: ['screen'],
    queryFn: () => v.parse(Screen, { title: shop, steps: [t('tabs.home'), t('tabs.order'), t('tabs.my')] }),
  });
  useEffect(() => {
    if (data) performance.mark(FIRST_SCREEN_MARK);
  }, [data]);
  if (!data) return null;
  return (
    <main data-route="stackFloor" style={{ fontFamily: 'system-ui, sans-serif', padding: 16 }}>
      <h1>{data.title}</h1>
      <p>Drop your shoes in a cabinet near you; we clean them and bring them back to the same cabinet.</p>
      <ul>
        {data.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
    </main>
  );
}

const container = document.getElementById('app');
if (container)
  createRoot(container).render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <Router hook={useHashLocation}>
          <Route path="/" component={Page} />
        </Router>
      </QueryClientProvider>
    </Provider>,
  );
