import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

const KEYS = ['all', 'unpaid', 'cleaning'] as const;
type Key = (typeof KEYS)[number];
const TITLES: Record<Key, string> = { all: 'All', unpaid: 'Unpaid', cleaning: 'Cleaning' };

/** The tabs as a screen uses them: the active key is the screen's, the panel shows the active tab's content. */
function Screen({ onChange }: { onChange?: (key: Key) => void }) {
  const [active, setActive] = useState<Key>('all');
  return (
    <>
      <Tabs
        tabs={KEYS.map((key) => ({ key, title: TITLES[key] }))}
        activeKey={active}
        onChange={(key) => {
          onChange?.(key);
          setActive(key);
        }}
        panelId="panel"
      />
      <div id="panel" role="tabpanel" aria-label={TITLES[active]}>
        {TITLES[active]} orders
      </div>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () => screen.getAllByRole('tab').filter((element) => element.getAttribute('aria-selected') === 'true');

describe('the light tabs', () => {
  it('show the tab tapped as chosen at once, and tell the screen once that frame is painted', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    const onChange = vi.fn();
    render(<Screen onChange={onChange} />);
    await userEvent.setup().click(tab('Unpaid'));
    // in the tap's own paint: the row shows the choice, the screen has not been asked to draw anything yet
    expect(selected()).toEqual([tab('Unpaid')]);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('tabpanel').textContent).toBe('All orders');
    // the frame painted: the screen draws the tab's content
    for (const frame of frames.splice(0)) frame(performance.now());
    await waitFor(() => expect(screen.getByRole('tabpanel').textContent).toBe('Unpaid orders'));
    expect(onChange).toHaveBeenCalledWith('unpaid');
    expect(selected()).toEqual([tab('Unpaid')]);
  });

  it("go back to the screen's own tab when it does not take the one chosen", async () => {
    render(<Tabs tabs={KEYS.map((key) => ({ key, title: TITLES[key] }))} activeKey="all" onChange={() => {}} />);
    await userEvent.setup().click(tab('Cleaning'));
    await waitFor(() => expect(selected()).toEqual([tab('All')]));
  });

  it('are a tab list whose active tab is selected and the only Tab stop, each a button controlling the panel', () => {
    render(<Screen />);
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(selected()).toEqual([tab('All')]);
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([0, -1, -1]);
    expect(tab('Unpaid').getAttribute('aria-controls')).toBe('panel');
    // buttons: Enter and Space activate a focused tab as the browser does
    expect(tab('Unpaid').tagName).toBe('BUTTON');
    expect(screen.getByRole('tabpanel', { name: 'All' }).textContent).toBe('All orders');
  });

  it('switch with a tap', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Screen onChange={onChange} />);
    await user.click(tab('Cleaning'));
    // the screen hears of it once the tap's frame is painted, and draws the tab's content in a render of its own
    expect(await screen.findByRole('tabpanel', { name: 'Cleaning' })).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith('cleaning');
    expect(selected()).toEqual([tab('Cleaning')]);
    expect(tab('Cleaning').tabIndex).toBe(0);
    expect(tab('All').tabIndex).toBe(-1);
    // tapping the tab already shown changes nothing
    await user.click(tab('Cleaning'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('switch with the arrow keys, round the ends, and with Home and End; focus follows', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    // Tab brings the focus to the active tab, the list's only Tab stop; each key then goes to the focused tab
    await user.tab();
    expect(document.activeElement).toBe(tab('All'));
    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual([tab('Unpaid')]);
    expect(document.activeElement).toBe(tab('Unpaid'));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(selected()).toEqual([tab('Cleaning')]);
    expect(document.activeElement).toBe(tab('Cleaning'));
    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual([tab('All')]);
    await user.keyboard('{End}');
    expect(selected()).toEqual([tab('Cleaning')]);
    await user.keyboard('{Home}');
    expect(selected()).toEqual([tab('All')]);
    expect(document.activeElement).toBe(tab('All'));
    // other keys are left to the page
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual([tab('All')]);
  });
});
