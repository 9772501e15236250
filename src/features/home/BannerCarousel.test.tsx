import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { BannerCarousel } from './BannerCarousel';

// What the customer's browser acts on: the pictures' box reserved before they arrive (width and height, 2:1 as
// the CSS), the first banner (Home's largest picture) asked for at once at high priority, the later ones only
// as the carousel nears them.

const picture = (n: number) => `data:image/gif;base64,R0lGODlhAQABAAAAACw=#${n}`;
const banners = [1, 2, 3].map((n) => ({
  id: String(n),
  image: picture(n),
  title: '',
  link: { type: 'none' as const },
}));

function images() {
  renderWithApp(<BannerCarousel banners={banners} onOpen={() => undefined} />);
  return [...document.querySelectorAll<HTMLImageElement>('img.banner-image')];
}

describe("Home's banner pictures", () => {
  it('each have a 2:1 width and height, reserving the box before the picture arrives', () => {
    const all = images();
    expect(all).toHaveLength(3);
    for (const img of all) {
      expect(Number(img.getAttribute('width')) / Number(img.getAttribute('height'))).toBe(2);
    }
  });

  it('load the first at high priority and at once, the later ones lazily and decoded off the main thread', () => {
    const [first, ...later] = images();
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.getAttribute('loading')).not.toBe('lazy');
    expect(first?.getAttribute('decoding')).not.toBe('async');
    expect(later).toHaveLength(2);
    for (const img of later) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
      expect(img.getAttribute('fetchpriority')).not.toBe('high');
    }
  });
});

// The caption is a strip of its own under the picture, inside the slide's 2:1 box (home.css): the picture is
// contained above it, so the words never run over the artwork.
describe("a banner's caption", () => {
  it('sits under the picture in a captioned slide; a slide without one is all picture', () => {
    const titled = [
      { id: '1', image: picture(1), title: 'Spring wash', link: { type: 'none' as const } },
      { id: '2', image: picture(2), title: '', link: { type: 'none' as const } },
    ];
    renderWithApp(<BannerCarousel banners={titled} onOpen={() => undefined} />);
    const [first, second] = [...document.querySelectorAll<HTMLElement>('.banner')];
    expect(first?.classList.contains('banner-captioned')).toBe(true);
    expect([...(first?.children ?? [])].map((child) => child.className)).toEqual(['banner-image', 'banner-title']);
    expect(second?.classList.contains('banner-captioned')).toBe(false);
    expect(second?.querySelector('.banner-title')).toBeNull();
  });
});
