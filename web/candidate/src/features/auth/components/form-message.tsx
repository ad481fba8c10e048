/** The error or confirmation shown next to an auth form. */
export function FormMessage({ error, info }: { error: string | null; info?: string | null }) {
  if (error) {
    return (
      <p className="form-message form-message--error" role="alert">
        {error}
      </p>
    );
  }
  if (info) {
    return (
      <p className="form-message form-message--info" role="status">
        {info}
      </p>
    );
  }
  return null;
}
