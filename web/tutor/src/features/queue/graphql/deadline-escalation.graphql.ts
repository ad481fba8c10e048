import { graphql } from '../../../gql';

export const deadlineEscalationQuery = graphql(`
  query DeadlineEscalation {
    answersNearDeadline
    escalationMailSettings {
      optedIn
      allTutorsMailed
      sharePercent
    }
  }
`);

export const setEscalationMailsMutation = graphql(`
  mutation SetEscalationMails($enabled: Boolean!) {
    setEscalationMails(enabled: $enabled) {
      optedIn
      allTutorsMailed
      sharePercent
    }
  }
`);
