import { graphql } from '../../../gql';

/** The plan catalogue for the pricing cards; public, no token needed. */
export const PublicPlansQuery = graphql(`
  query PublicPlans {
    plans {
      key
      name
      level
      tests
      priceUsd
      strikePriceUsd
      promise
      accessMonths
      mostPopular
    }
  }
`);
