import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage } from '@mocktest/web-shared/api';
import { ErrorAlert } from '@mocktest/web-shared/ui';
import { PracticeWithHintsQuery, SetPracticeWithHintsMutation } from '../graphql/practice-with-hints.operations';

/**
 * "Practice with hints": off by default, so a test runs under exam conditions. The choice is stored on the profile at
 * once (the server remembers it for the next test) and recorded on the attempt when Start Test is pressed.
 */
export function PracticeWithHintsSwitch() {
  const { data } = useQuery(PracticeWithHintsQuery, { fetchPolicy: 'cache-and-network' });
  const [save, { loading, error, reset }] = useMutation(SetPracticeWithHintsMutation);
  const on = data?.me.practiceWithHints ?? false;

  function toggle(next: boolean) {
    reset();
    void save({
      variables: { on: next },
      optimisticResponse: data ? { setPracticeWithHints: { ...data.me, practiceWithHints: next } } : undefined,
    }).catch(() => undefined);
  }

  return (
    <div className="hints-switch">
      <label className="hints-switch__label">
        <input
          type="checkbox"
          role="switch"
          aria-checked={on}
          className="hints-switch__input"
          checked={on}
          disabled={!data || loading}
          aria-describedby="hints-switch-help"
          onChange={(event) => toggle(event.target.checked)}
        />
        <span className="hints-switch__track" aria-hidden="true" />
        <span className="hints-switch__text">Practice with hints</span>
      </label>
      <p id="hints-switch-help" className="hints-switch__help">
        {on
          ? 'On: the task screen shows coaching the real exam never gives (tone, what to include, register). Your tutor will see that you practised with hints.'
          : 'Off: exam conditions, as on test day. Turn it on to see coaching beside the task.'}
      </p>
      {error && <ErrorAlert message={errorMessage(error, 'Your choice could not be saved. Please try again.')} />}
    </div>
  );
}
