import type { ExamKey } from '../../../gql/graphql';

type CourseSelectProps = {
  value: ExamKey;
  exams: readonly { key: ExamKey; label: string }[];
  onChange: (exam: ExamKey) => void;
};

/** 'Course Selected': the exam the plan is bought for. */
export function CourseSelect({ value, exams, onChange }: CourseSelectProps) {
  return (
    <div className="field course-select">
      <label htmlFor="upgrade-course">Course Selected</label>
      <select id="upgrade-course" value={value} onChange={(event) => onChange(event.target.value as ExamKey)}>
        {exams.map((exam) => (
          <option key={exam.key} value={exam.key}>
            {exam.label}
          </option>
        ))}
      </select>
      <p className="field__hint">Your plan's tests are for this exam. It stays fixed while the plan runs.</p>
    </div>
  );
}
