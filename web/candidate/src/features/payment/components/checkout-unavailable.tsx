import { Link } from 'react-router';

/** Shown when this tab holds no open checkout (the link was opened elsewhere, or the purchase is unknown). */
export function CheckoutUnavailable({ reason }: { reason: string }) {
  return (
    <div className="notice notice--warning" role="status">
      <p>{reason}</p>
      <Link to="/dashboard/upgrade" className="button button--secondary button--small">
        Choose a plan
      </Link>
    </div>
  );
}
