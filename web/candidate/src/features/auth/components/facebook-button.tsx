import '../auth.css';

/** 'Continue with Facebook', shown only when Facebook sign-in is configured. */
export function FacebookButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className="button button--facebook" onClick={onClick} disabled={disabled}>
      <svg className="button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M14 8.5V6.8c0-.8.5-1 1-1h2.4V2.1L14.1 2C10.9 2 10 4.4 10 6.4v2.1H7.6V12H10v10h4V12h3.1l.4-3.5H14z"
        />
      </svg>
      Continue with Facebook
    </button>
  );
}
