import { Popup, type PopupProps } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';

/**
 * How long a sheet may take to slide out before it is taken off the page regardless: antd-mobile's own slide
 * takes about 300 ms, and a busy phone's frames come late.
 */
export const SHEET_CLOSE_GRACE_MS = 1000;

/**
 * antd-mobile's Popup, the one every bottom sheet of the app is built on, made sure to leave the page once
 * closed. Left to itself, a Popup closed before its slide-in has moved (a tap on the mask, Escape or a fast
 * second tap in the frame it appears, or a close while the page was in the background, where its frames stop)
 * never hears its spring come to rest: it stays on the page below the screen, a modal dialog still, with the
 * page's scrolling locked. A sheet not closed within SHEET_CLOSE_GRACE_MS is mounted anew, closed.
 */
export function Sheet({ afterClose, ...props }: PopupProps) {
  const [generation, setGeneration] = useState(0);
  const closed = useRef(!props.visible);
  const afterCloseRef = useRef(afterClose);
  useEffect(() => {
    afterCloseRef.current = afterClose;
  });

  useEffect(() => {
    if (props.visible) {
      closed.current = false;
      return;
    }
    if (closed.current) return;
    const timer = setTimeout(() => {
      if (closed.current) return;
      closed.current = true;
      setGeneration((current) => current + 1);
      afterCloseRef.current?.();
    }, SHEET_CLOSE_GRACE_MS);
    return () => clearTimeout(timer);
  }, [props.visible]);

  return (
    <Popup
      key={generation}
      {...props}
      afterClose={() => {
        closed.current = true;
        afterCloseRef.current?.();
      }}
    />
  );
}
