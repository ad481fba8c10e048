export { createApolloClient } from './create-apollo-client';
export { type DescribedError, describeError, type ErrorCode, errorCode, errorMessage } from './describe-error';
