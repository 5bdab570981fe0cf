import { describe, expect, it } from 'vitest';
import { pageOf } from './paging';

const hundred = Array.from({ length: 100 }, (_, index) => index);

describe('pageOf', () => {
  it('cuts the list into pages of the given size, the last one shorter', () => {
    expect(pageOf(hundred, 0, 30)).toEqual({ items: hundred.slice(0, 30), page: 0, pageCount: 4 });
    expect(pageOf(hundred, 3, 30)).toEqual({ items: hundred.slice(90), page: 3, pageCount: 4 });
  });

  it('shows the last page when the list shrank under the page asked for, and the first for a negative one', () => {
    expect(pageOf(hundred.slice(0, 25), 3, 10)).toMatchObject({ page: 2, items: hundred.slice(20, 25) });
    expect(pageOf(hundred, -1, 10).page).toBe(0);
  });

  it('has one empty page for an empty list', () => {
    expect(pageOf([], 2, 10)).toEqual({ items: [], page: 0, pageCount: 1 });
  });
});
