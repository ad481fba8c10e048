/** Why the last payment attempt did not go through, announced when it appears. */
export function PaymentMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="notice notice--error payment-message" role="alert">
      {message}
    </p>
  );
}
