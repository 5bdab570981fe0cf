import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';

/**
 * Whether the phone header's menu is open. It is open "at" the address it was opened on, so going
 * to another screen closes it without an effect to run (the navigation then moves the focus to the
 * new screen). At desktop widths the menu always shows and its button is hidden, by CSS alone.
 */
export function useHeaderMenu() {
  const href = useRouterState({ select: (state) => state.location.href });
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === href;
  return { open, toggle: () => setOpenAt(open ? null : href), close: () => setOpenAt(null) };
}
