import { existsSync } from 'node:fs';

/** Where the server project's build is served: by nginx with the deploy configuration (scripts/nginx-conf.ts). */
export const SERVER_PORT = 4174;
export const SERVER_URL = `http://127.0.0.1:${SERVER_PORT}`;
export const NGINX_BINARY = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX_BINARY);
/** Debian's brotli modules: with them nginx answers in brotli, else in gzip. */
export const hasBrotli = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so');
