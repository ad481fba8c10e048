import { type FormEvent, useId, useState } from 'react';

type SearchFormProps = {
  /** The class the page's styles lay the form out by. */
  className: string;
  label: string;
  /** The search in force (from the address), the field's first value. */
  initial: string;
  placeholder?: string;
  maxLength?: number;
  buttonClassName: string;
  /** The trimmed text; empty clears the search. */
  onSearch: (text: string) => void;
};

/** A labelled search field with its button; the search runs on submit, not on each key. */
export function SearchForm({
  className,
  label,
  initial,
  placeholder,
  maxLength,
  buttonClassName,
  onSearch,
}: SearchFormProps) {
  const [draft, setDraft] = useState(initial);
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  return (
    <search>
      <form className={className} onSubmit={submit}>
        <div className="field">
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            type="search"
            value={draft}
            placeholder={placeholder}
            maxLength={maxLength}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <button type="submit" className={buttonClassName}>
          Search
        </button>
      </form>
    </search>
  );
}
