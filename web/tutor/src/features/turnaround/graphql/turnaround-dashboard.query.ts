import { graphql } from '../../../gql';

export const turnaroundDashboardQuery = graphql(`
  query TurnaroundDashboard {
    turnaroundDashboard {
      generatedAt
      submissions {
        plan {
          key
          name
          promise
        }
        today
        last7Days
        last30Days
      }
      dueCount
      onTimeCount
      onTimeShare
      latenessP50Minutes
      latenessP95Minutes
      latenessMaxMinutes
      overdue {
        attemptId
        candidateName
        candidateEmail
        testTitle
        plan {
          key
          name
        }
        deadlineAt
        minutesLate
        holderName
        holderEmail
      }
      workload {
        profileId
        fullName
        email
        claimedNow
        gradedToday
        averageGradingMinutes
      }
    }
  }
`);
