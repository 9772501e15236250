// The WebKit lane's script, run in every page before the app's (e2e-webkit/server.ts puts it first in the head):
// WebKit's WebDriver cannot add scripts to a page, so the page brings what Playwright's init scripts do in
// Chromium (e2e/support/app.ts). Plain JavaScript: the browser runs this file as it is served.
(() => {
  /** The page's uncaught errors, unhandled rejections and blocked loads, kept for the tab across its loads. */
  const ERRORS_KEY = '__webkit-lane.errors';
  const record = (text) => {
    const errors = JSON.parse(sessionStorage.getItem(ERRORS_KEY) ?? '[]');
    errors.push(`${location.hash || '/'}: ${text}`);
    sessionStorage.setItem(ERRORS_KEY, JSON.stringify(errors));
  };
  addEventListener('error', (event) => {
    // a resource that failed to load fires a plain Event: only uncaught script errors are ErrorEvents
    if (event instanceof ErrorEvent) record(`${event.message} (${event.filename}:${event.lineno})`);
  });
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    record(`unhandled rejection: ${reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)}`);
  });
  // the production Content-Security-Policy must not block anything the app does
  document.addEventListener('securitypolicyviolation', (event) =>
    record(`Content Security Policy blocked ${event.blockedURI || 'inline code'} (${event.violatedDirective})`),
  );

  /**
   * A fixed 'now' when the lane asks for one (as Playwright's page.clock.setFixedTime): the seed's dates,
   * countdowns and order numbers come out the same in every run, for the screenshots. Timers still run.
   */
  const fixedNow = Number(localStorage.getItem('__webkit-lane.now'));
  if (fixedNow > 0) {
    const RealDate = Date;
    class FixedDate extends RealDate {
      constructor(...args) {
        if (args.length === 0) super(fixedNow);
        else super(...args);
      }
      static now() {
        return fixedNow;
      }
    }
    window.Date = FixedDate;
  }

  /** The user-api calls on their way, as e2e/support/app.ts counts them: the lane waits until none is. */
  const calls = { pending: 0, lastChange: performance.now() };
  window.__userApiCalls = calls;
  const send = window.fetch;
  window.fetch = function (input, init) {
    const url = input instanceof Request ? input.url : String(input);
    const answered = send.call(this, input, init);
    if (new URL(url, location.href).pathname.startsWith('/user-api/')) {
      calls.pending += 1;
      calls.lastChange = performance.now();
      const ended = () => {
        calls.pending -= 1;
        calls.lastChange = performance.now();
      };
      answered.then(ended, ended);
    }
    return answered;
  };
})();
