import { formatDateTime } from '@mocktest/web-shared/format';
import type { SecondMarkingItemQuery } from '../../../gql/graphql';
import { type SecondMarkingContent, SecondMarkingForm } from './second-marking-form';

type Marking = NonNullable<SecondMarkingItemQuery['secondMarking']>;

type SecondMarkingSideProps = {
  marking: Marking;
  onSave: (content: SecondMarkingContent) => Promise<void>;
  onPublish: (content: SecondMarkingContent) => Promise<void>;
};

/** Beside the answers: the form for its holder, the outcome once published, or who holds it. */
export function SecondMarkingSide({ marking, onSave, onPublish }: SecondMarkingSideProps) {
  if (marking.publishedAt) {
    return (
      <div className="card">
        <h2>Published</h2>
        <p>
          {marking.claimedByMe || marking.criterionScores.length > 0
            ? `Your second marking was published ${formatDateTime(marking.publishedAt)}${
                marking.overall ? `: ${marking.overall.display}` : ''
              }.`
            : `This second marking was published ${formatDateTime(marking.publishedAt)}.`}
        </p>
      </div>
    );
  }
  if (marking.claimedByMe) {
    return (
      <SecondMarkingForm
        tasks={marking.attempt.mockTest.tasks}
        criteria={marking.exam.rubric.criteria}
        stored={marking}
        onSave={onSave}
        onPublish={onPublish}
      />
    );
  }
  return (
    <div className="card">
      <p className="muted">
        {marking.claimedBy ? `${marking.claimedBy} is doing this second marking.` : 'Taking the marking…'}
      </p>
    </div>
  );
}
