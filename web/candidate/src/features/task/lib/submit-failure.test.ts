import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { submitFailure } from './submit-failure';

const graphQLError = (code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'refused', extensions: { code } }] });
const serverError = (status: number) =>
  new ServerError('failed', { response: new Response(null, { status }), bodyText: '' });

describe('submitFailure', () => {
  it('takes CONFLICT to mean the attempt is submitted already', () => {
    expect(submitFailure(graphQLError('CONFLICT'))).toBe('closed');
  });

  it('does not repeat what the server refuses for its content or access', () => {
    expect(submitFailure(graphQLError('BAD_USER_INPUT'))).toBe('refused');
    expect(submitFailure(graphQLError('NOT_FOUND'))).toBe('refused');
    expect(submitFailure(serverError(413))).toBe('refused');
  });

  it('tries again after a lost connection or a server fault', () => {
    expect(submitFailure(new TypeError('Failed to fetch'))).toBe('passing');
    expect(submitFailure(serverError(503))).toBe('passing');
    expect(submitFailure(serverError(429))).toBe('passing');
    expect(submitFailure(graphQLError('INTERNAL_SERVER_ERROR'))).toBe('passing');
  });
});
