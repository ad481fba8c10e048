import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { RecheckItemFieldsFragment } from '../../../gql/graphql';
import { publishRecheckMutation } from '../graphql/recheck.operations';
import { needsVerdict, originalScoreOf, prefilledScores, recheckRows, rowKey, type Verdict } from '../lib/recheck-form';

export type RecheckRowData = ReturnType<typeof recheckRows>[number];

/** The recheck form's state: verdicts, comments and new scores per row, what still lacks a verdict, and publishing. */
export function useRecheckForm(item: RecheckItemFieldsFragment) {
  const rows = recheckRows(item.original.mockTest.tasks, item.exam.rubric.criteria);
  const originalScores = item.original.evaluation?.criterionScores ?? [];
  const [verdicts, setVerdicts] = useState<Record<string, Verdict>>({});
  const [comments, setComments] = useState<Record<string, string>>({});
  const [scores, setScores] = useState<Record<string, number>>(() => prefilledScores(rows, originalScores));
  const [publish, { loading, error }] = useMutation(publishRecheckMutation);
  const scoreOf = (taskKey: string, criterion: string) => originalScoreOf(originalScores, taskKey, criterion);
  const severalTasks = rows.some((other) => other.taskKey !== rows[0]?.taskKey);
  const nameOf = (row: RecheckRowData) =>
    severalTasks ? `${row.criterion.label} (${row.taskTitle})` : row.criterion.label;
  const missing = rows.filter(
    (row) =>
      needsVerdict(row.criterion.max, scoreOf(row.taskKey, row.criterion.key)) &&
      !verdicts[rowKey(row.taskKey, row.criterion.key)],
  );

  const criterionScores = rows.map((row) => ({
    taskKey: row.taskKey,
    criterion: row.criterion.key,
    score: scores[rowKey(row.taskKey, row.criterion.key)] ?? row.criterion.min,
  }));

  async function submit() {
    const checks = rows.flatMap((row) => {
      const key = rowKey(row.taskKey, row.criterion.key);
      const verdict = verdicts[key];
      return verdict
        ? [{ taskKey: row.taskKey, criterion: row.criterion.key, verdict, comment: comments[key] ?? '' }]
        : [];
    });
    await publish({ variables: { rewriteId: item.rewrite.id, checks, criterionScores } }).catch(() => undefined);
  }

  const setVerdict = (key: string, verdict: Verdict) => setVerdicts((current) => ({ ...current, [key]: verdict }));
  const clearVerdict = (key: string) =>
    setVerdicts((current) => {
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });
  const setScore = (key: string, score: number) => setScores((current) => ({ ...current, [key]: score }));
  const setComment = (key: string, comment: string) => setComments((current) => ({ ...current, [key]: comment }));

  return {
    rows,
    severalTasks,
    nameOf,
    scoreOf,
    verdicts,
    comments,
    scores,
    missing,
    criterionScores,
    submit,
    loading,
    error,
    setVerdict,
    clearVerdict,
    setScore,
    setComment,
  };
}
