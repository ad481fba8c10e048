import { useSearchParams } from 'react-router';

const messages = {
  success: 'Order placed! You will receive an email confirmation.',
  canceled: "Order canceled -- continue to shop around and checkout when you're ready.",
} as const;

/** The message a payment return leaves in the query string (?success or ?canceled). */
export function OrderNotice() {
  const [params, setParams] = useSearchParams();
  const kind = params.has('success') ? 'success' : params.has('canceled') ? 'canceled' : null;
  if (!kind) return null;

  function dismiss() {
    const next = new URLSearchParams(params);
    next.delete('success');
    next.delete('canceled');
    setParams(next, { replace: true });
  }

  return (
    <div className={`notice ${kind === 'success' ? 'notice--success' : 'notice--warning'}`} role="status">
      <p>{messages[kind]}</p>
      <button type="button" className="icon-button" aria-label="Dismiss message" onClick={dismiss}>
        ×
      </button>
    </div>
  );
}
