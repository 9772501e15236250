import { describe, expect, it } from 'vitest';
import { routeFiles } from './route-files';

const list = JSON.stringify({
  files: ['/a.js', '/a.css', '/b.js', '/shared.js', '/vi.js'],
  routes: { home: [0, 1, 3], order: [2, 3] },
  locales: { vi: [4, 3] },
});

describe("a route's built files", () => {
  it('lists the routes’ files and the language’s texts, each once', () => {
    expect(routeFiles(list, ['home', 'order'], 'vi')).toEqual(['/a.js', '/a.css', '/shared.js', '/b.js', '/vi.js']);
    expect(routeFiles(list, ['order'])).toEqual(['/b.js', '/shared.js']);
  });

  it('lists nothing without the list, for an unknown route, or from a list that does not read', () => {
    expect(routeFiles(undefined, ['home'])).toEqual([]);
    expect(routeFiles(list, ['wallet'])).toEqual([]);
    expect(routeFiles('{', ['home'])).toEqual([]);
  });
});
