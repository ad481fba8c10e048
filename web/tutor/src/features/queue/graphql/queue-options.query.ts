import { graphql } from '../../../gql';

/** The exams and plans the queue's filters offer, from the server's catalogue. */
export const queueOptionsQuery = graphql(`
  query QueueOptions {
    exams {
      key
      label
    }
    plans {
      key
      name
    }
  }
`);
