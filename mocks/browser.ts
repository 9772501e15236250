import { setupWorker } from 'msw/browser';
import { type Db, saveDb, setDbPersistence } from './db';
import { type FaultSettings, setFaultStore } from './faults';
import { handlers } from './handlers';

/** Keys of the fake server's own state: not the app's, so the app's storage checks leave them alone. */
const MOCK_DB_KEY = '__mock.db';
const MOCK_FAULTS_KEY = '__mock.faults';

function jsonStore<T>(key: string) {
  return {
    load(): T | null {
      try {
        const raw = localStorage.getItem(key);
        return raw ? (JSON.parse(raw) as T) : null;
      } catch {
        return null;
      }
    },
    save(value: T) {
      try {
        localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // quota: the fake server keeps working from memory
      }
    },
    clear() {
      localStorage.removeItem(key);
    },
  };
}

/** Starts the mock user-api inside the page (VITE_MOCK=true). */
export async function startMockWorker(): Promise<void> {
  setDbPersistence(jsonStore<Db>(MOCK_DB_KEY));
  setFaultStore(jsonStore<FaultSettings>(MOCK_FAULTS_KEY));
  const worker = setupWorker(...handlers);
  // A real server keeps its state across page loads: save after every write, once its handler has run here in
  // the page. Not on 'response:mocked': msw's worker sends that with the response's body as a transferred stream,
  // which WebKit cannot transfer, so in WebKit it never came and a reload forgot every write.
  worker.events.on('request:match', ({ request }) => {
    if (request.method !== 'GET') saveDb();
  });
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    // msw's worker behind a filter and a repair (mocks/public/mock-worker.js)
    serviceWorker: { url: `${import.meta.env.BASE_URL}mock-worker.js` },
  });
}
