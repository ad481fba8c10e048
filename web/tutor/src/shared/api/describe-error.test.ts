import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error';

describe('describeError', () => {
  it("passes on the server's code and message", () => {
    const error = new CombinedGraphQLErrors({ data: null }, [
      { message: 'Another tutor is grading this answer.', extensions: { code: 'CONFLICT' } },
    ]);
    expect(describeError(error)).toEqual({ code: 'CONFLICT', message: 'Another tutor is grading this answer.' });
  });

  it('keeps the message of a code it does not know', () => {
    const error = new CombinedGraphQLErrors({ data: null }, [
      { message: 'Query is too deep.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
    ]);
    expect(describeError(error)).toEqual({ code: 'OTHER', message: 'Query is too deep.' });
  });

  it('explains a failed request as a connection problem', () => {
    expect(describeError(new TypeError('Failed to fetch')).code).toBe('NETWORK');
  });
});
