import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * After an in-app navigation, moves the focus to the main region, as a full page load would: a
 * keyboard or screen-reader user starts reading the new screen instead of staying on the link.
 */
export function useFocusMainOnNavigation() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById('main')?.focus();
  }, [pathname]);
}
