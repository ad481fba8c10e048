import { graphql } from '../../../gql';

export const meQuery = graphql(`
  query BackOfficeMe {
    me {
      id
      fullName
      email
      role
    }
  }
`);
