import { graphql } from '../../../gql';

/** The plans on offer and the exams a plan can be bought for. */
export const UpgradeCatalogQuery = graphql(`
  query UpgradeCatalog {
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
    exams {
      key
      label
    }
  }
`);
