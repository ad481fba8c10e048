import { graphql } from '../../../gql';

export const peopleQuery = graphql(`
  query AdminPeople($search: String!) {
    people(search: $search, limit: 25) {
      id
      fullName
      email
      emailVerified
      role
      plan {
        key
        name
      }
      planExpired
    }
  }
`);

export const roleChangesQuery = graphql(`
  query AdminRoleChanges {
    roleChanges(limit: 50) {
      id
      actorEmail
      subjectEmail
      fromRole
      toRole
      reason
      createdAt
    }
  }
`);

export const changeRoleMutation = graphql(`
  mutation AdminChangeRole($email: String!, $role: Role!, $reason: String!) {
    changeRole(email: $email, role: $role, reason: $reason) {
      id
      role
    }
  }
`);
