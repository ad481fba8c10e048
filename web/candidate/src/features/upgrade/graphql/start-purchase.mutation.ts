import { graphql } from '../../../gql';

/** Opens a purchase priced by the server and answers what the payment page needs to take the payment. */
export const StartPurchaseMutation = graphql(`
  mutation StartPurchase($input: StartPurchaseInput!) {
    startPurchase(input: $input) {
      gateway
      clientSecret
      publishableKey
      purchase {
        id
        status
        amountUsd
      }
    }
  }
`);
