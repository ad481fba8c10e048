import { graphql } from '../../../gql';

/** Asks the server to check the payment with the provider (fulfilling it once) and answers where it stands. */
export const ConfirmPurchaseMutation = graphql(`
  mutation ConfirmPurchase($id: ID!) {
    confirmPurchase(id: $id) {
      id
      exam
      plan {
        key
        name
        tests
      }
      amountUsd
      currency
      status
      receiptNumber
      failureMessage
      planExpiresAt
    }
  }
`);
