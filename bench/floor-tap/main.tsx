import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FIRST_SCREEN_MARK } from '../../src/app/marks';

/**
 * The tap floor: React and react-dom, one checkbox whose state React holds. `npm run bench` ticks it as it taps
 * the app (bench/taps.ts): what a tap costs at the least with this stack, on the same machine at the same moment,
 * which every tap of the app is also read as a multiple of.
 */
function Screen() {
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    performance.mark(FIRST_SCREEN_MARK);
  }, []);
  return (
    <main data-route="floorTap" style={{ fontFamily: 'system-ui, sans-serif', padding: 16 }}>
      <h1>Shoe care</h1>
      <p>
        <input id="consent" type="checkbox" checked={checked} onChange={(event) => setChecked(event.target.checked)} />{' '}
        <label htmlFor="consent">I have read and agree to the agreements</label>
      </p>
    </main>
  );
}

const container = document.getElementById('app');
if (container) createRoot(container).render(<Screen />);
