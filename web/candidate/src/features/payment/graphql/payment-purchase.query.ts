import { graphql } from '../../../gql';

/** The purchase being paid, as the server stands (price, plan, status), and the exams' labels. */
export const PaymentPurchaseQuery = graphql(`
  query PaymentPurchase($id: ID!) {
    purchase(id: $id) {
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
    }
    exams {
      key
      label
    }
  }
`);
