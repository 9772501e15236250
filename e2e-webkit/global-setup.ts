import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { type SessionInfo, startWebKit } from './browser';
import { serveBuild } from './server';
import { missingWebKit } from './webkit-install';

declare module 'vitest' {
  export interface ProvidedContext {
    webkit: SessionInfo;
  }
}

/** The mock build, as `npm test` builds it before this lane (scripts/test-all.ts). */
const BUILD = 'dist-mock';

/**
 * Starts what the lane needs once for all its files, and stops it when they are done or the run fails: the
 * mock build's server, then WebKit with one session, which each file joins (e2e-webkit/browser.ts).
 */
export default async function setup(project: TestProject) {
  const missing = missingWebKit();
  if (missing) throw new Error(missing);
  if (!existsSync(`${BUILD}/index.html`)) throw new Error(`no ${BUILD}/: build it first with \`npm run build:mock\``);
  const server = await serveBuild(BUILD);
  try {
    const webkit = await startWebKit();
    const session = await webkit.driver.getSession();
    project.provide('webkit', { driverUrl: webkit.driverUrl, sessionId: session.getId(), appUrl: server.url });
    return async () => {
      await webkit.stop();
      await server.close();
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}
