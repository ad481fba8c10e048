import { extraTestsCreditText } from '../lib/extra-tests-credit';

/** Tells the candidate about tests credited for late evaluations; renders nothing without a credit. */
export function ExtraTestsNotice({
  extraTests,
  className,
}: {
  extraTests: number | null | undefined;
  className?: string;
}) {
  const text = extraTestsCreditText(extraTests);
  if (!text) return null;
  return (
    <p
      className={`notice notice--info extra-tests-notice${className ? ` ${className}` : ''}`}
      data-testid="extra-tests"
    >
      {text}
    </p>
  );
}
