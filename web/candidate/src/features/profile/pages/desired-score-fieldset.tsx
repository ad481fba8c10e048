import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ProfileFormValues } from '../lib/profile-form';
import { scoreFields } from './profile-fields';

type DesiredScoreFieldsetProps = {
  register: UseFormRegister<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
  /** The chosen exam's score scale, shown as the fieldset's hint (empty: no hint). */
  scale: string;
};

/** The four desired scores, each described by the scale hint and its own error. */
export function DesiredScoreFieldset({ register, errors, scale }: DesiredScoreFieldsetProps) {
  return (
    <fieldset className="fieldset">
      <legend>Desired Score</legend>
      {scale && (
        <p className="field__hint fieldset__hint" id="profile-score-scale">
          {scale}
        </p>
      )}
      <div className="form__grid form__grid--four">
        {scoreFields.map(([key, label]) => (
          <div className="field" key={key}>
            <label htmlFor={`profile-score-${key}`}>{label}</label>
            <input
              id={`profile-score-${key}`}
              type="text"
              inputMode="decimal"
              aria-invalid={errors[key] ? true : undefined}
              aria-describedby={
                [scale ? 'profile-score-scale' : '', errors[key] ? `profile-score-${key}-error` : '']
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              {...register(key)}
            />
            {errors[key] && (
              <p id={`profile-score-${key}-error`} className="field__error">
                {errors[key].message}
              </p>
            )}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
