import { graphql } from '../../../gql';

export const PlansQuery = graphql(`
  query Plans {
    plans {
      key
      name
      level
      tests
      priceUsd
      strikePriceUsd
      evaluationMinutes
      promise
      accessMonths
      mostPopular
    }
  }
`);
