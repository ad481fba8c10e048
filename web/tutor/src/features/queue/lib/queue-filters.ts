import { toeflKey } from '@mocktest/web-shared/format';
import type { ExamKey, QueueFilter } from '../../../gql/graphql';

/** The queue's filters as kept in the address (?exam=PTE&plan=gold&status=overdue), so a reload keeps them. */
export type QueueStatusChoice = 'UNCLAIMED' | 'MINE' | 'CLAIMED_BY_OTHERS' | 'OVERDUE';
export type QueueFilters = { exam: ExamKey | null; plan: string | null; status: QueueStatusChoice | null };

export const statusChoices: { value: QueueStatusChoice; param: string; label: string }[] = [
  { value: 'UNCLAIMED', param: 'unclaimed', label: 'Unclaimed' },
  { value: 'MINE', param: 'mine', label: 'Claimed by me' },
  { value: 'CLAIMED_BY_OTHERS', param: 'others', label: 'Claimed by others' },
  { value: 'OVERDUE', param: 'overdue', label: 'Overdue' },
];

const namePattern = /^[A-Za-z]{1,40}$/;
// Every exam key the schema knows (a new one added there makes this a type error until listed).
const examKeys: Record<ExamKey, true> = {
  IELTSAcademic: true,
  IELTSGeneral: true,
  OETDoctors: true,
  OETNurses: true,
  PTE: true,
  [toeflKey]: true,
};
const isExamKey = (value: string | null): value is ExamKey => value !== null && Object.hasOwn(examKeys, value);

/** Reads the filters from the address; anything malformed is left out (the server checks what remains). */
export function filtersFromSearch(search: URLSearchParams): QueueFilters {
  const exam = search.get('exam');
  const plan = search.get('plan');
  const status = statusChoices.find((choice) => choice.param === search.get('status'));
  return {
    exam: isExamKey(exam) ? exam : null,
    plan: plan && namePattern.test(plan) ? plan.toLowerCase() : null,
    status: status?.value ?? null,
  };
}

/** The address's query for these filters (page 1), empty parts left out. */
export function searchFromFilters(filters: QueueFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.exam) search.exam = filters.exam;
  if (filters.plan) search.plan = filters.plan;
  const status = statusChoices.find((choice) => choice.value === filters.status);
  if (status) search.status = status.param;
  return search;
}

/** The GraphQL filter argument, or null when nothing narrows the queue. */
export function queueFilterArgument(filters: QueueFilters): QueueFilter | null {
  if (!filters.exam && !filters.plan && !filters.status) return null;
  return { exam: filters.exam, plan: filters.plan, status: filters.status };
}
