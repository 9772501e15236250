import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'nginx-conf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// a build's page as far as the configuration reads it: its Content-Security-Policy
const root = join(dir, 'dist');
mkdirSync(root);
writeFileSync(
  join(root, 'index.html'),
  `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-abc='">`,
);
const conf = (...args: string[]) =>
  execFileSync('npx', ['tsx', 'scripts/nginx-conf.ts', '--root', root, ...args], { encoding: 'utf8', stdio: 'pipe' });

describe('the nginx configuration for a build', () => {
  it('serves TLS and HTTP/2 when given a certificate and its key, plain HTTP without', () => {
    const tls = conf('--port', '443', '--tls-cert', '/etc/cert.pem', '--tls-key', '/etc/key.pem');
    expect(tls).toContain('listen 443 ssl http2;');
    expect(tls).toContain('ssl_certificate /etc/cert.pem;');
    expect(tls).toContain('ssl_certificate_key /etc/key.pem;');
    const plain = conf('--port', '80');
    expect(plain).toContain('listen 80;');
    expect(plain).not.toContain('ssl');
  });

  it('refuses a certificate without its key', () => {
    expect(() => conf('--tls-cert', '/etc/cert.pem')).toThrow();
  });

  it.runIf(existsSync('/usr/sbin/nginx') && existsSync('/usr/bin/openssl'))(
    'is a configuration nginx accepts, TLS and HTTP/2 included',
    () => {
      const cert = join(dir, 'cert.pem');
      const key = join(dir, 'key.pem');
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
          '-keyout',
          key,
          '-out',
          cert,
        ],
        { stdio: 'ignore' },
      );
      const file = join(dir, 'nginx.conf');
      writeFileSync(
        file,
        conf(
          '--standalone',
          '--prefix',
          dir,
          '--port',
          '8443',
          '--tls-cert',
          cert,
          '--tls-key',
          key,
          '--user-api',
          'http://127.0.0.1:3000',
        ),
      );
      // throws, with nginx's reasons, on a configuration it does not accept
      execFileSync('/usr/sbin/nginx', ['-t', '-q', '-c', file], { stdio: 'pipe' });
    },
  );
});
