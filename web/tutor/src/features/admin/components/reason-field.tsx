import { useId } from 'react';
import { maxReasonCharacters } from '../lib/role-options';

type ReasonFieldProps = {
  /** Where the reason is kept, as the label says ("audit log", "claim log"). */
  log: string;
  value: string;
  placeholder: string;
  disabled?: boolean;
  onChange: (value: string) => void;
};

/** The reason an admin gives for a change; the label says it is kept in the log. */
export function ReasonField({ log, value, placeholder, disabled, onChange }: ReasonFieldProps) {
  const id = useId();
  return (
    <div className="field role-form-reason">
      <label htmlFor={id}>Reason (kept in the {log})</label>
      <input
        id={id}
        value={value}
        disabled={disabled}
        maxLength={maxReasonCharacters}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A form's own error, announced as it appears. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}
