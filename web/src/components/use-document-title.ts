import { useEffect } from 'react';
import { t } from '../lib/i18n';

/** "Sign in · Punchclock": the title is what a screen reader announces after navigation. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title]);
}
