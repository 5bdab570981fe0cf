import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { createQueryClient } from './query-client';

const failing = (code: string) => () => Promise.reject(new ApiError(409, { code, message: code, hint: 'hint' }));

describe('errors on screen', () => {
  it("clears an earlier action's error when the next action starts, whether it then fails or succeeds", async () => {
    const client = createQueryClient();
    const remove = new MutationObserver(client, { mutationFn: failing('ENTRY_LOCKED_BY_APPROVAL') });
    const save = new MutationObserver(client, { mutationFn: failing('TIME_ENTRY_OVERLAP') });
    const retry = new MutationObserver(client, { mutationFn: () => Promise.resolve('saved') });
    for (const observer of [remove, save, retry]) observer.subscribe(() => {});

    await remove.mutate().catch(() => {});
    expect(remove.getCurrentResult().error).toMatchObject({ code: 'ENTRY_LOCKED_BY_APPROVAL' });

    await save.mutate().catch(() => {});
    expect(remove.getCurrentResult().status).toBe('idle');
    expect(save.getCurrentResult().error).toMatchObject({ code: 'TIME_ENTRY_OVERLAP' });

    await retry.mutate();
    expect(save.getCurrentResult().status).toBe('idle');
    expect(retry.getCurrentResult().status).toBe('success');
  });
});
