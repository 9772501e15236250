/**
 * The URL the page was opened with, captured by main.tsx before the router starts. iOS's chat app checks
 * the JS-SDK signature against this landing URL (it never updates it after history changes), Android
 * against the current one: the chat-app bridge signs with the landing URL first and the current URL second.
 */
let landingUrl: string | null = null;

export function captureLandingUrl(href: string): void {
  landingUrl = href;
}

export function getLandingUrl(): string | null {
  return landingUrl;
}

/** The URL as the signature covers it: everything before the `#`. */
export function urlForSignature(href: string): string {
  const at = href.indexOf('#');
  return at === -1 ? href : href.slice(0, at);
}
