import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { recordRequests } from '../../testing/requests';
import { logIn } from '../../testing/session';
import { toastText } from '../../testing/toast';
import { UploaderWithDraft } from './PhotoUploader.harness';

// A photo's upload code loads when a photo is chosen; here it never comes (the connection dropped as the
// customer picked the photo).
vi.mock('./photo-upload', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a photo whose upload code does not come', () => {
  it('is taken off again with a message, nothing sent, and another can be added', async () => {
    logIn();
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithApp(<UploaderWithDraft />);
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], 'a.jpg', { type: 'image/jpeg' });
    await user.upload(await screen.findByLabelText('Add photo'), photo);

    // the toast's own code loads with the first toast: on a busy machine that takes a while
    await waitFor(() => expect(toastText()).toBe('Request failed. Please try again later'), { timeout: 8000 });
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Photo 1' })).toBeNull());
    expect(screen.getByText('0/3')).toBeTruthy();
    expect(requests.filter((request) => /\/file\//.test(request.path))).toEqual([]);
    expect(screen.getByLabelText('Add photo')).toBeTruthy();
  });
});
