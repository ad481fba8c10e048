import { Link } from 'react-router';

/** The text logo; links to the dashboard's start page. */
export function BrandLogo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="brand" aria-label="MockWrite home">
      <span className="brand__mark" aria-hidden="true">
        M
      </span>
      <span className="brand__name">
        Mock<strong>Write</strong>
      </span>
    </Link>
  );
}
