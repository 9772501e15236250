import { type ChildProcess, execSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

const NGINX = '/usr/sbin/nginx';
const TLS_DIR = 'bench/results/tls';

/** How the bench serves the build: where, and over what, for the table's heading. */
export type BuildServer = { base: string; served: string };

const has = (command: string) => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/**
 * Serves the build as it is deployed (deploy/README.md): nginx with the deploy configuration (scripts/nginx-conf.ts:
 * brotli, the security headers, /user-api proxied), over TLS and HTTP/2 with a certificate made for the run, as
 * the chat app's browser meets the app (it opens only https pages). Where nginx or openssl is missing, vite
 * preview over plain HTTP/1.1, which asks for a screen's files six at a time: its figures are then not those a
 * customer gets, and the table says which server measured them.
 */
export function startBuildServer(
  start: (command: string, env?: Record<string, string>) => ChildProcess,
  options: { root: string; port: number; apiPort: number },
): BuildServer {
  const api = `http://127.0.0.1:${options.apiPort}`;
  if (existsSync(NGINX) && has('openssl')) {
    const dir = resolve(TLS_DIR);
    mkdirSync(`${dir}/body`, { recursive: true });
    execSync(
      `openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=127.0.0.1 -keyout ${dir}/key.pem -out ${dir}/cert.pem`,
      { stdio: 'ignore' },
    );
    execSync(
      `npx tsx scripts/nginx-conf.ts --standalone --root ${options.root} --port ${options.port} --user-api ${api} --prefix ${dir} --tls-cert ${dir}/cert.pem --tls-key ${dir}/key.pem > ${dir}/nginx.conf`,
    );
    start(`exec ${NGINX} -c ${dir}/nginx.conf -g 'daemon off;'`);
    return { base: `https://127.0.0.1:${options.port}`, served: 'nginx, TLS and HTTP/2 (as deployed)' };
  }
  console.warn('nginx or openssl is missing: the build is served by vite preview over HTTP/1.1, not as deployed');
  start(`npx vite preview --outDir ${options.root} --port ${options.port} --strictPort --host 127.0.0.1`, {
    USER_API_TARGET: api,
  });
  return { base: `http://127.0.0.1:${options.port}`, served: 'vite preview, HTTP/1.1 (not as deployed)' };
}

/** The run's certificate is its own: the browsers the bench starts accept it. */
export const ACCEPT_RUN_CERTIFICATE = ['--ignore-certificate-errors'];

/**
 * Chromium's flag that makes the run's certificate valid, not only let through: with a certificate error
 * Chromium registers no service worker ("An SSL certificate error occurred when fetching the script"), so a
 * browser that is only told to ignore the error never gets the app's worker. Empty when the build is not
 * served over TLS (vite preview: http://127.0.0.1 is a secure origin as it is).
 */
export function trustRunCertificate(): string[] {
  const cert = `${TLS_DIR}/cert.pem`;
  if (!existsSync(cert)) return [];
  const spki = execSync(
    `openssl x509 -in ${cert} -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`,
  )
    .toString()
    .trim();
  return [`--ignore-certificate-errors-spki-list=${spki}`];
}
