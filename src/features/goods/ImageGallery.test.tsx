import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { ImageGallery } from './ImageGallery';

// What the customer's browser acts on: the pictures' box reserved before they arrive (the slot is the
// screen's width by 260 px), the first picture (the detail page's largest) asked for at once at high priority,
// the others only as the customer swipes towards them.

const pictures = [1, 2, 3].map((n) => `data:image/gif;base64,R0lGODlhAQABAAAAACw=#${n}`);

describe("the goods' pictures", () => {
  it('load the first at high priority and at once, the others lazily, all with a width and height', () => {
    renderWithApp(<ImageGallery images={pictures} name="Sneaker wash" />);
    const [first, ...others] = screen.getAllByRole('img');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.getAttribute('loading')).not.toBe('lazy');
    expect(others).toHaveLength(2);
    for (const img of others) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
      expect(img.getAttribute('fetchpriority')).not.toBe('high');
    }
    for (const img of [first, ...others]) {
      expect(img?.getAttribute('width')).toBe('390');
      expect(img?.getAttribute('height')).toBe('260');
    }
  });
});
