import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ossAtom, validOss } from '../../state/config';
import { getAppStore } from '../../state/store';
import { renderWithApp } from '../../testing/render';
import { recordRequests } from '../../testing/requests';
import { logIn } from '../../testing/session';
import { UploaderWithDraft } from './PhotoUploader.harness';

// Storage credentials are never used past their expiry (the storage host would refuse the upload): an upload long after
// they were fetched gets fresh ones first.

afterEach(() => {
  vi.useRealTimers();
});

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], 'a.jpg', { type: 'image/jpeg' });

async function upload(user: UserEvent) {
  await user.upload(await screen.findByLabelText('Add photo'), photo());
  await waitFor(() => expect(screen.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toMatch(/object/));
}

describe('storage credentials', () => {
  it('are good for a minute more or not at all', () => {
    const oss = { expiration: new Date(10 * 60_000) } as Parameters<typeof validOss>[0];
    expect(validOss(oss, 0)).toBe(oss);
    expect(validOss(oss, 9 * 60_000 + 1)).toBeNull();
    expect(validOss(null, 0)).toBeNull();
  });

  it('are fetched again for an upload once the kept ones expired while the app stayed open', async () => {
    // the clock is faked halfway through: userEvent's pauses then move it on
    const user = userEvent.setup({
      advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
    });
    logIn();
    const store = getAppStore();
    const requests = recordRequests();
    const credentialFetches = () => requests.filter((request) => request.path.endsWith('/file/aliyun-sts-token'));
    renderWithApp(<UploaderWithDraft />);

    await upload(user); // no credentials kept yet: fetched once
    const first = store.get(ossAtom);
    expect(credentialFetches()).toHaveLength(1);
    expect(first).not.toBeNull();

    // an hour later (the mock's credentials live an hour) the kept ones are past their expiry
    vi.useFakeTimers({ now: Date.now() + 61 * 60_000, shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await upload(user);
    expect(credentialFetches()).toHaveLength(2);
    expect(store.get(ossAtom)?.securityToken).not.toBe(first?.securityToken);
  });
});

describe("a photo's thumbnail", () => {
  it('has the size of its 88 x 88 slot and loads lazily, decoded off the main thread', async () => {
    const user = userEvent.setup();
    logIn();
    renderWithApp(<UploaderWithDraft />);
    await upload(user);
    const img = screen.getByRole('img', { name: 'Photo 1' });
    expect(img.getAttribute('width')).toBe('88');
    expect(img.getAttribute('height')).toBe('88');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
  });
});
