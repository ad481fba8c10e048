import { Link } from 'react-router';
import { brand } from '../brand';

/** The logo inside the app (client-side link); its accessible name starts with the visible product name. */
export function BrandLogo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="brand">
      <span className="brand__mark" aria-hidden="true">
        {brand.productName.charAt(0)}
      </span>
      <span className="brand__name">{brand.productName}</span>
      <span className="visually-hidden"> home</span>
    </Link>
  );
}
