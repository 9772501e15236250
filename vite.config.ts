/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// `npm start` and the mock build run in mode "mock" (.env.mock sets VITE_MOCK=true): the msw worker
// lives in mocks/public so that a production build never ships it (STACK.md trap 5).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const mock = env.VITE_MOCK === 'true';
  // With mocks off, /user-api can be proxied to a real or mock HTTP server (see README).
  const target = process.env.USER_API_TARGET;
  const proxy = target ? { '/user-api': { target, changeOrigin: true } } : undefined;
  return {
    plugins: [react()],
    publicDir: mock ? 'mocks/public' : false,
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: {
      target: 'es2020',
      sourcemap: false,
      chunkSizeWarningLimit: 600,
    },
    test: {
      environment: 'happy-dom',
      setupFiles: ['./vitest.setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
      restoreMocks: true,
      testTimeout: 15000,
    },
  };
});
