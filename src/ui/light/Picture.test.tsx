import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture, type PicturePriority } from './Picture';

const GIF = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

/** The attributes that decide how the browser fetches and decodes the picture (null: not set). */
function loadingOf(priority?: PicturePriority) {
  render(<Picture src={GIF} alt="A sneaker" width={84} height={60} className="thumb" priority={priority} />);
  const img = screen.getByRole('img', { name: 'A sneaker' });
  expect(img.getAttribute('width')).toBe('84');
  expect(img.getAttribute('height')).toBe('60');
  expect(img.getAttribute('class')).toBe('thumb');
  expect(img.getAttribute('src')).toBe(GIF);
  return ['loading', 'decoding', 'fetchpriority'].map((name) => img.getAttribute(name));
}

describe('a picture', () => {
  it('carries its size and, unless said otherwise, loads lazily and decodes off the main thread', () => {
    expect(loadingOf()).toEqual(['lazy', 'async', null]);
  });

  it('as the largest picture of the screen, is fetched at once and first, and paints with its frame', () => {
    expect(loadingOf('lcp')).toEqual(['eager', null, 'high']);
  });

  it('on screen at once, is fetched at once and decoded off the main thread', () => {
    expect(loadingOf('eager')).toEqual(['eager', 'async', null]);
  });

  it("as a carousel's later slide, is lazy and fetched after the rest", () => {
    expect(loadingOf('low')).toEqual(['lazy', 'async', 'low']);
  });

  it('says nothing to a screen reader when its alt is empty', () => {
    render(<Picture src={GIF} alt="" width={48} height={48} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});
