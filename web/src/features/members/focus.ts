// Keyboard focus when a panel replaces the button that opened it: the panel's heading takes it,
// and when the panel closes the element that stands for what was opened gets it back, so focus
// never falls to the page's start.
import { useEffect, useRef } from 'react';

/** Focus moves to the element (give it tabIndex={-1}) when it appears. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** Focus moves to the element when `open` turns false (not on first render). */
export function useFocusWhenClosed<T extends HTMLElement>(open: boolean) {
  const ref = useRef<T>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) ref.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return ref;
}
