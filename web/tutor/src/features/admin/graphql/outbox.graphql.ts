import { graphql } from '../../../gql';

export const outboxQuery = graphql(`
  query AdminOutbox {
    outbox(limit: 100) {
      id
      to
      subject
      text
      status
      tries
      lastError
      createdAt
      nextAttemptAt
      sentAt
    }
  }
`);

export const resendMailMutation = graphql(`
  mutation AdminResendMail($id: ID!) {
    resendMail(id: $id) {
      id
      status
      tries
      lastError
      nextAttemptAt
    }
  }
`);
