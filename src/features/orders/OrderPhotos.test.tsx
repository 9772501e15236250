import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { ANTD } from '../../ui/antd';
import { OrderPhotos } from './OrderPhotos';

describe("an order's live photos", () => {
  it('have the size of their 88 x 66 thumbnails and load lazily, decoded off the main thread', () => {
    const photos = [1, 2, 3, 4].map((n) => `data:image/gif;base64,R0lGODlhAQABAAAAACw=#${n}`);
    renderWithApp(<OrderPhotos photos={photos} />);
    const images = screen.getAllByRole('button').map((button) => button.querySelector('img'));
    expect(images).toHaveLength(3);
    for (const img of images) {
      expect(img?.getAttribute('width')).toBe('88');
      expect(img?.getAttribute('height')).toBe('66');
      expect(img?.getAttribute('loading')).toBe('lazy');
      expect(img?.getAttribute('decoding')).toBe('async');
    }
  });
});

describe('a tap on a live photo', () => {
  it('shows the photos full screen once the viewer has loaded, from the one tapped', async () => {
    const photos = [1, 2].map((n) => `data:image/gif;base64,R0lGODlhAQABAAAAACw=#${n}`);
    renderWithApp(<OrderPhotos photos={photos} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Photo 2 of 2, view full screen' }));
    const viewer = await waitFor(() => {
      const found = document.querySelector(ANTD.imageViewer);
      if (!found) throw new Error('no viewer yet');
      return found;
    });
    expect(viewer.querySelector(ANTD.imageViewerIndicator)?.textContent).toBe('2 / 2');
  });
});
