import { getFirstRead } from '../../../application/first-read/get-first-read.use-case.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

const dialectLabels = { american: 'American English', british: 'British English' } as const;
const statuses = { pending: 'PENDING', ready: 'READY', unavailable: 'UNAVAILABLE' } as const;
const kinds = {
  spelling: 'SPELLING',
  grammar: 'GRAMMAR',
  repetition: 'REPETITION',
  length: 'LENGTH',
  paragraphing: 'PARAGRAPHING',
} as const;

export const firstReadResolvers: Resolvers = {
  Attempt: {
    firstRead: async (attempt, _args, { deps, actor }) => {
      const firstRead = await getFirstRead(deps, { actor: await actor(), attempt });
      if (!firstRead) return null;
      return {
        status: statuses[firstRead.status],
        dialect: dialectLabels[firstRead.dialect],
        flags: firstRead.flags.map((flag) => ({ ...flag, kind: kinds[flag.kind] })),
        checkedAt: firstRead.checkedAt,
      };
    },
  },
};
