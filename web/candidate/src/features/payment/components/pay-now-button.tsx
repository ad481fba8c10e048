/** Pay Now: disabled until the card form is ready and while a payment is on its way, so one click charges once. */
export function PayNowButton({ ready, submitting }: { ready: boolean; submitting: boolean }) {
  return (
    <button
      type="submit"
      className="button button--primary button--block button--large"
      disabled={!ready || submitting}
      aria-busy={submitting}
    >
      {submitting ? 'Loading' : 'Pay Now'}
    </button>
  );
}
