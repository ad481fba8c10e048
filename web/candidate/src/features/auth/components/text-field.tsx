import type { ReactNode } from 'react';

/** A labelled input of the sign-in and sign-up forms, with an optional hint under it that the input points to. */
export function TextField(props: {
  id: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  readOnly?: boolean;
  /** Shown under the input (e.g. the password's rules) and read with it by screen readers. */
  hint?: ReactNode;
  invalid?: boolean;
}) {
  const hintId = props.hint ? `${props.id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type={props.type}
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        required={props.required}
        readOnly={props.readOnly}
        aria-describedby={hintId}
        aria-invalid={props.invalid || undefined}
      />
      {props.hint && (
        <div id={hintId} className="field__hint">
          {props.hint}
        </div>
      )}
    </div>
  );
}
