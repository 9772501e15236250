import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styles } from './panel-parts';

/** Where the floating button was left (mock mode's own storage, like the panel's other settings). */
export const PANEL_BUTTON_KEY = '__mock.devpanel.button';

type Place = { side: 'left' | 'right'; bottom: number; folded: boolean };

/** Above the tab bar (50 px) at the right, as it always was. */
const DEFAULT_PLACE: Place = { side: 'right', bottom: 66, folded: false };
/** A move shorter than this is a tap that opens the panel, not a drag. */
const DRAG_THRESHOLD_PX = 6;
/** One arrow key press moves the button this far up or down. */
const KEY_STEP_PX = 40;

function readPlace(): Place {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(PANEL_BUTTON_KEY) ?? 'null');
    if (stored && typeof stored === 'object') {
      const { side, bottom, folded } = stored as Partial<Place>;
      return {
        side: side === 'left' ? 'left' : 'right',
        bottom: typeof bottom === 'number' && Number.isFinite(bottom) ? bottom : DEFAULT_PLACE.bottom,
        folded: folded === true,
      };
    }
  } catch {
    // corrupt or blocked: where it starts
  }
  return DEFAULT_PLACE;
}

function writePlace(place: Place): void {
  try {
    globalThis.localStorage?.setItem(PANEL_BUTTON_KEY, JSON.stringify(place));
  } catch {
    // blocked storage: it stays put for this visit only
  }
}

/** Kept on the screen: never under its bottom edge, never above its top. */
const clampBottom = (bottom: number) => Math.min(Math.max(bottom, 8), Math.max(8, window.innerHeight - 60));

/**
 * The developer panel's floating button. It covers the bottom-right corner of every screen in `npm start`
 * (sheet texts, 'Go to the cabinet'), so it can be moved (dragged, or with the arrow keys: up and down, to
 * either side) and folded away to a slim tab at the screen's edge; where it was left survives reloads.
 */
export function PanelButton({ open, panelId, onToggle }: { open: boolean; panelId: string; onToggle: () => void }) {
  const { t } = useTranslation();
  const [place, setPlace] = useState<Place>(readPlace);
  const drag = useRef<{ x: number; y: number; bottom: number; moved: boolean } | null>(null);
  // a click ends every drag: the one that ends a real drag must not open the panel
  const dragged = useRef(false);

  const move = (next: Place) => {
    setPlace(next);
    writePlace(next);
  };

  if (place.folded) {
    return (
      <button
        type="button"
        aria-label={t('devPanel.unfold')}
        onClick={() => move({ ...place, folded: false })}
        style={{ ...styles.fabTab, [place.side]: 0, bottom: place.bottom }}
      />
    );
  }

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    drag.current = { x: event.clientX, y: event.clientY, bottom: place.bottom, moved: false };
    dragged.current = false;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    start.moved = true;
    setPlace({
      side: event.clientX < window.innerWidth / 2 ? 'left' : 'right',
      bottom: clampBottom(start.bottom - dy),
      folded: false,
    });
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const start = drag.current;
    drag.current = null;
    if (!start?.moved) return;
    dragged.current = true;
    const dy = event.clientY - start.y;
    move({
      side: event.clientX < window.innerWidth / 2 ? 'left' : 'right',
      bottom: clampBottom(start.bottom - dy),
      folded: false,
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowUp: KEY_STEP_PX, ArrowDown: -KEY_STEP_PX }[event.key];
    const side = { ArrowLeft: 'left', ArrowRight: 'right' }[event.key] as Place['side'] | undefined;
    if (step === undefined && side === undefined) return;
    event.preventDefault();
    move({ ...place, bottom: clampBottom(place.bottom + (step ?? 0)), side: side ?? place.side });
  };

  return (
    <div style={{ ...styles.fabHolder, [place.side]: 12, bottom: place.bottom }}>
      <button
        type="button"
        aria-label={t('devPanel.open')}
        aria-expanded={open}
        aria-controls={panelId}
        title={t('devPanel.moveHint')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
        }}
        onKeyDown={onKeyDown}
        onClick={() => {
          if (dragged.current) dragged.current = false;
          else onToggle();
        }}
        style={styles.fab}
      >
        DEV
      </button>
      <button
        type="button"
        aria-label={t('devPanel.fold')}
        onClick={() => move({ ...place, folded: true })}
        style={styles.fabFold}
      >
        ×
      </button>
    </div>
  );
}
