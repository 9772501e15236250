import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { FIRST_SCREEN_MARK } from '../../src/app/marks';

/**
 * The stack's floor: React and react-dom rendering one static screen, nothing else. `npm run bench` builds it
 * with the project's Vite and measures it beside the app's routes, so that every route's figures are also read
 * as a multiple of what the bare stack costs on the same machine at the same moment.
 */
function Screen() {
  // the same mark the app leaves once its first screen is shown, which the bench's Ready waits for
  useEffect(() => {
    performance.mark(FIRST_SCREEN_MARK);
  }, []);
  return (
    <main data-route="floor" style={{ fontFamily: 'system-ui, sans-serif', padding: 16 }}>
      <h1>Shoe care</h1>
      <p>Drop your shoes in a cabinet near you; we clean them and bring them back to the same cabinet.</p>
      <ul>
        <li>Scan a cabinet</li>
        <li>Place an order</li>
        <li>Collect your shoes</li>
      </ul>
    </main>
  );
}

const container = document.getElementById('app');
if (container) createRoot(container).render(<Screen />);
