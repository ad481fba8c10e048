import { describe, expect, it } from 'vitest';
import { checkQueueFilter } from './queue-filter.ts';

describe('checkQueueFilter', () => {
  it('keeps an exam, a plan (any case) and a status', () => {
    expect(checkQueueFilter({ exam: 'PTE', plan: 'Gold', status: 'overdue' })).toEqual({
      exam: 'PTE',
      plan: 'gold',
      status: 'overdue',
    });
  });

  it('treats missing or null parts as no filter', () => {
    expect(checkQueueFilter({ exam: null, plan: undefined })).toEqual({});
  });

  it('refuses an unknown plan and names the plans there are', () => {
    expect(() => checkQueueFilter({ plan: 'platinum' })).toThrow(
      expect.objectContaining({ code: 'BAD_USER_INPUT', message: expect.stringContaining('bronze, silver, gold') }),
    );
  });

  it('refuses an unknown exam and an unknown status', () => {
    expect(() => checkQueueFilter({ exam: 'TOEIC' })).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT' }));
    expect(() => checkQueueFilter({ status: 'late' })).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT' }));
  });
});
