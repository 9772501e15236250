/**
 * happy-dom lays nothing out and its IntersectionObserver never reports: this one reports every element it is
 * given as in view at once, as a phone does once the customer has scrolled to it. Returns the undo.
 */
export function showObservedElements(): () => void {
  const original = globalThis.IntersectionObserver;
  class InView {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: Element) {
      queueMicrotask(() =>
        this.report(
          [{ target, isIntersecting: true } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver = InView as unknown as typeof IntersectionObserver;
  return () => {
    globalThis.IntersectionObserver = original;
  };
}
