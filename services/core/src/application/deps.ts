import type { AttemptRepository, DeadlineScheduler } from './attempt/ports.ts';
import type { MockTestRepository } from './catalog/ports.ts';
import type { EvaluationRepository, Mailer } from './evaluation/ports.ts';
import type { ProfileRepository } from './profile/ports.ts';
import type { Clock, IdGenerator } from './shared/ports.ts';

/** Everything the use cases need; the composition root fills it with adapters. */
export type CoreDeps = {
  clock: Clock;
  ids: IdGenerator;
  profiles: ProfileRepository;
  mockTests: MockTestRepository;
  attempts: AttemptRepository;
  evaluations: EvaluationRepository;
  deadlines: DeadlineScheduler;
  mailer: Mailer;
  /** When set, every evaluation deadline is this many seconds after submission (demos and tests). */
  deadlineSecondsOverride: number | null;
};
