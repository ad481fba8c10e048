import { useEffect, useRef } from 'react';
import type { PaymentProblem } from '../lib/payment-advice';

/**
 * Why the last payment attempt did not go through and what to try next, announced when it appears and scrolled to
 * the top of the screen, so that on a phone the card form below it is in view too.
 */
export function PaymentMessage({ problem }: { problem: PaymentProblem | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) ref.current?.scrollIntoView({ block: 'start' });
  }, [problem]);
  if (!problem) return null;
  return (
    <div ref={ref} className="notice notice--error payment-message" role="alert">
      <p className="payment-message__reason">{problem.message}</p>
      {problem.advice && <p className="payment-message__advice">{problem.advice}</p>}
    </div>
  );
}
