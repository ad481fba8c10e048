import { describe, expect, it } from 'vitest';
import { filtersFromSearch, queueFilterArgument, searchFromFilters } from './queue-filters';

describe('queue filters in the address', () => {
  it('reads exam, plan and status from the query string and writes them back the same', () => {
    const search = new URLSearchParams('exam=PTE&plan=Gold&status=others');
    const filters = filtersFromSearch(search);
    expect(filters).toEqual({ exam: 'PTE', plan: 'gold', status: 'CLAIMED_BY_OTHERS' });
    expect(searchFromFilters(filters)).toEqual({ exam: 'PTE', plan: 'gold', status: 'others' });
  });

  it('leaves out a malformed value or an unknown status', () => {
    expect(filtersFromSearch(new URLSearchParams('exam=<script>&status=late&plan='))).toEqual({
      exam: null,
      plan: null,
      status: null,
    });
  });

  it('sends no filter when nothing narrows the queue', () => {
    expect(queueFilterArgument({ exam: null, plan: null, status: null })).toBeNull();
    expect(queueFilterArgument({ exam: null, plan: null, status: 'OVERDUE' })).toEqual({
      exam: null,
      plan: null,
      status: 'OVERDUE',
    });
  });
});
