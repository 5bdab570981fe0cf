import { t } from '../lib/i18n';

interface PagerProps {
  /** 0-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** What the pages hold, for screen readers: "Pending time, page 2 of 5". */
  label: string;
}

/** Previous and next with where the reader is; nothing when everything fits on one page. */
export function Pager({ page, pageCount, onPage, label }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="row pager" aria-label={label}>
      <button type="button" className="button button-secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('paging.previous')}
      </button>
      <p aria-live="polite">{t('paging.position', { page: page + 1, count: pageCount })}</p>
      <button
        type="button"
        className="button button-secondary"
        disabled={page >= pageCount - 1}
        onClick={() => onPage(page + 1)}
      >
        {t('paging.next')}
      </button>
    </nav>
  );
}
