import { useApolloClient } from '@apollo/client/react';
import { errorMessage } from '@mocktest/web-shared/api';
import { useNow } from '@mocktest/web-shared/time';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RewriteFieldsFragment, TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { SaveRewriteDraftMutation, SubmitRewriteMutation } from '../graphql/rewrite.operations';
import { writtenTasks } from '../lib/sentence-order';

type Texts = Record<string, string>;

// Drafts go to the server this often while the text changes (the attempt screen's own rhythm).
const autosaveMs = 5_000;

const answerInput = (keys: string[], texts: Texts) => keys.map((taskKey) => ({ taskKey, text: texts[taskKey] ?? '' }));

type RewriteSessionOptions = {
  attempt: TaskAttemptFieldsFragment;
  rewrite: RewriteFieldsFragment;
  onSubmitted: () => void;
};

/** The rewrite's texts, clock, autosave and submit; at 00:00 the text on screen is submitted. */
export function useRewriteSession({ attempt, rewrite, onSubmitted }: RewriteSessionOptions) {
  const client = useApolloClient();
  // A rewrite is of the written tasks (TOEFL's Build a Sentence was scored exactly, once).
  const test = { ...attempt.mockTest, tasks: writtenTasks(attempt.mockTest.tasks) };
  const keys = test.tasks.map((task) => task.key);
  const [texts, setTexts] = useState<Texts>(() =>
    Object.fromEntries(
      keys.map((key) => [
        key,
        rewrite.answers.find((answer) => answer.taskKey === key)?.text ??
          attempt.answers.find((answer) => answer.taskKey === key)?.text ??
          '',
      ]),
    ),
  );
  const textsRef = useRef(texts);
  textsRef.current = texts;
  const savedRef = useRef(JSON.stringify(texts));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const now = useNow(1000, true);
  const endsAt = new Date(rewrite.endsAt).getTime();
  const timeUp = now >= endsAt;

  useEffect(() => {
    if (timeUp || sending) return;
    const timer = setInterval(() => {
      const snapshot = JSON.stringify(textsRef.current);
      if (snapshot === savedRef.current) return;
      void client
        .mutate({
          mutation: SaveRewriteDraftMutation,
          variables: { rewriteId: rewrite.id, answers: answerInput(keys, textsRef.current) },
        })
        .then(() => {
          savedRef.current = snapshot;
        })
        .catch(() => undefined);
    }, autosaveMs);
    return () => clearInterval(timer);
  }, [client, rewrite.id, keys, timeUp, sending]);

  const submit = useCallback(async () => {
    setSending(true);
    setError(null);
    try {
      await client.mutate({
        mutation: SubmitRewriteMutation,
        variables: { rewriteId: rewrite.id, answers: answerInput(keys, textsRef.current) },
      });
      onSubmitted();
    } catch (failure) {
      setError(errorMessage(failure));
      setSending(false);
    }
  }, [client, rewrite.id, keys, onSubmitted]);

  useEffect(() => {
    if (timeUp && !sending && error === null) void submit();
  }, [timeUp, sending, error, submit]);

  const setText = (taskKey: string, text: string) => setTexts((current) => ({ ...current, [taskKey]: text }));
  return { test, texts, setText, now, endsAt, timeUp, sending, error, submit };
}
