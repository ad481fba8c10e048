import { getTurnaroundDashboard } from '../../../application/admin/turnaround-dashboard.use-case.ts';
import { getPlan } from '../../../domain/plan/plan-catalogue.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

export const turnaroundResolvers: Resolvers = {
  Query: {
    turnaroundDashboard: async (_parent, _args, { deps, actor }) => {
      const dashboard = await getTurnaroundDashboard(deps, { actor: await actor() });
      // The overdue list names tests by title; the question bank is in memory.
      const overdue = await Promise.all(
        dashboard.overdue.map(async ({ mockTestId, plan, ...answer }) => ({
          ...answer,
          plan: getPlan(plan),
          testTitle: (await deps.mockTests.findById(mockTestId))?.title ?? 'Unknown test',
        })),
      );
      return {
        ...dashboard,
        submissions: dashboard.submissions.map((row) => ({ ...row, plan: getPlan(row.plan) })),
        overdue,
      };
    },
  },
};
