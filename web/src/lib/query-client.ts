import { MutationCache, QueryClient, type MutationObserver } from '@tanstack/react-query';
import { ApiError } from './api';

/** A 4xx will not change on its own: retry only what may (network failures, 5xx), and only twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * One action's error on screen at a time: when an action starts, the errors earlier actions left
 * (a failed delete under a form that now saves) are cleared, so a person never reads an old error
 * under a new, different one, nor an error of something that has since worked.
 */
export function clearEarlierErrorsOnNextAction(cache: MutationCache): void {
  const observers = new Set<MutationObserver<unknown, unknown, unknown, unknown>>();
  cache.subscribe((event) => {
    if (event.type === 'observerAdded') observers.add(event.observer);
    else if (event.type === 'observerRemoved') observers.delete(event.observer);
    else if (event.type === 'updated' && event.action.type === 'pending') {
      for (const observer of observers) if (observer.getCurrentResult().isError) observer.reset();
    }
  });
}

export function createQueryClient(): QueryClient {
  const mutationCache = new MutationCache();
  clearEarlierErrorsOnNextAction(mutationCache);
  return new QueryClient({
    mutationCache,
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
