import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

/**
 * Writes the nginx configuration that serves a production build (`npm run build`, dist/) to standard output:
 *   npx tsx scripts/nginx-conf.ts --root /srv/shoe-care/dist --user-api https://user-api.example.com > site.conf
 * The Content-Security-Policy header is the one the build put in index.html (it allows the inline boot script
 * by its hash, which changes with every build): write the configuration again after each build.
 * --standalone writes a whole nginx.conf (for `nginx -c`, as the browser suite runs it) instead of one server
 * block for Debian's sites-enabled/. With --tls-cert and --tls-key the server speaks TLS and HTTP/2, as the chat
 * app's browser meets it (it opens only https pages): over HTTP/2 a screen's files travel side by side on one
 * connection, not six at a time.
 */
const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '80' },
    'user-api': { type: 'string' },
    'server-name': { type: 'string', default: '_' },
    standalone: { type: 'boolean', default: false },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
    /** Where a standalone nginx keeps its pid file, logs and temporary files. */
    prefix: { type: 'string', default: '/tmp/shoe-care-nginx' },
  },
});

const root = resolve(values.root);
const html = readFileSync(resolve(root, 'index.html'), 'utf8');
const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
if (!meta?.[1]) throw new Error(`${root}/index.html carries no Content-Security-Policy: build with \`npm run build\``);
const csp = meta[1]
  .replace(/&#39;/g, "'")
  .replace(/&quot;/g, '"')
  .replace(/&amp;/g, '&');

/** Debian's brotli modules (libnginx-mod-http-brotli-*), used where they are installed. */
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'].map(
  (name) => `/usr/lib/nginx/modules/${name}`,
);
const brotli = BROTLI_MODULES.every((path) => existsSync(path));
const COMPRESSIBLE = 'text/css application/javascript application/json image/svg+xml text/plain';

// add_header in a location replaces the server's own: every location includes them all.
const headers = (cacheControl: string) =>
  [
    `add_header Cache-Control "${cacheControl}" always;`,
    `add_header Content-Security-Policy "${csp}" always;`,
    'add_header X-Content-Type-Options "nosniff" always;',
    'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
    'add_header X-Frame-Options "SAMEORIGIN" always;',
    'add_header Cross-Origin-Opener-Policy "same-origin" always;',
    // the scanner needs the camera, the nearby list the position; nothing else
    'add_header Permissions-Policy "camera=(self), geolocation=(self), microphone=(), payment=()" always;',
  ]
    .map((line) => `    ${line}`)
    .join('\n');

const userApi = values['user-api'];
const tlsCert = values['tls-cert'];
const tlsKey = values['tls-key'];
if (Boolean(tlsCert) !== Boolean(tlsKey)) throw new Error('--tls-cert and --tls-key go together');
// `listen … http2` rather than nginx 1.25's `http2 on`: Debian 12 has nginx 1.22, and 1.25 still accepts it
const listen =
  tlsCert && tlsKey
    ? `listen ${values.port} ssl http2;\n  ssl_certificate ${resolve(tlsCert)};\n  ssl_certificate_key ${resolve(tlsKey)};`
    : `listen ${values.port};`;
const server = `server {
  ${listen}
  server_name ${values['server-name']};
  root ${root};
  server_tokens off;
  charset utf-8;

  gzip on;
  gzip_static on;
  gzip_vary on;
  gzip_min_length 1024;
  gzip_types ${COMPRESSIBLE};
${brotli ? `  brotli on;\n  brotli_static on;\n  brotli_types ${COMPRESSIBLE};\n` : ''}
  # file names carry their content's hash: they never change
  location /assets/ {
${headers('public, max-age=31536000, immutable')}
    try_files $uri =404;
  }

  # the page and the files without a hash (the service worker among them) are checked on every visit
  location / {
${headers('no-cache')}
    index index.html;
    try_files $uri $uri/ =404;
  }
${
  userApi
    ? `
  location /user-api/ {
    proxy_pass ${userApi.replace(/\/$/, '')};
    proxy_set_header Host $proxy_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_read_timeout 60s;
  }
`
    : ''
}}
`;

// Started by root (as CI runs the suite), nginx would hand its workers to 'nobody', who cannot read a clone in
// a private directory (mktemp -d): a standalone nginx, the test suite's, keeps them as the user who started it.
const workersUser = process.getuid?.() === 0 ? 'user root;\n' : '';

const standalone = `${brotli ? BROTLI_MODULES.map((path) => `load_module ${path};`).join('\n') : ''}
${workersUser}worker_processes 1;
pid ${values.prefix}/nginx.pid;
error_log ${values.prefix}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${values.prefix}/body;
  proxy_temp_path ${values.prefix}/proxy;
  fastcgi_temp_path ${values.prefix}/fastcgi;
  uwsgi_temp_path ${values.prefix}/uwsgi;
  scgi_temp_path ${values.prefix}/scgi;
  sendfile on;
${server.replace(/^/gm, '  ')}}
`;

process.stdout.write(values.standalone ? standalone : server);
