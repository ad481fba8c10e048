import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { describeError, errorCode, errorMessage } from './describe-error';

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

describe('errorMessage and errorCode', () => {
  it('reads every message the server sent and the first code', () => {
    const error = new CombinedGraphQLErrors({ data: null }, [
      { message: 'The test is closed.', extensions: { code: 'CONFLICT' } },
      { message: 'Submit again later.' },
    ]);
    expect(errorMessage(error)).toBe('The test is closed. Submit again later.');
    expect(errorCode(error)).toBe('CONFLICT');
  });

  it('falls back to the message the screen chose when there is nothing to read', () => {
    expect(errorMessage(undefined, 'Your profile could not be loaded.')).toBe('Your profile could not be loaded.');
    expect(errorCode(undefined)).toBe('OTHER');
  });
});
