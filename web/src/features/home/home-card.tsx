// One block of Home: a titled card whose body says what needs doing first, and a link to the
// screen where it is done. Loading and failure are the card's own, so one slow route never holds
// the others back.
import type { ReactNode } from 'react';
import { ErrorNotice, LoadingState } from '../../components';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export function HomeCard({
  id,
  title,
  action,
  queries = [],
  children,
}: {
  id: string;
  title: string;
  /** The link to the screen this card summarises. */
  action: ReactNode;
  /** What the body needs: until all have answered it shows loading, and the first failure with a retry. */
  queries?: readonly QueryLike[];
  children: ReactNode;
}) {
  const failed = queries.find((query) => query.isError);
  return (
    <section className="card home-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {failed ? (
        <ErrorNotice error={failed.error} onRetry={() => void failed.refetch()} />
      ) : queries.some((query) => query.isPending) ? (
        <LoadingState />
      ) : (
        <div className="home-card-body">{children}</div>
      )}
      <p className="home-card-action">{action}</p>
    </section>
  );
}
