import { brand } from './brand';

/**
 * The logo, linking home with a plain link (the public pages run without the client-side router). Its name comes
 * from its visible text, so speech users can say what they see.
 */
export function BrandHomeLink() {
  return (
    <a href="/" className="brand">
      <span className="brand__mark" aria-hidden="true">
        {brand.productName.charAt(0)}
      </span>
      <span className="brand__name">{brand.productName}</span>
      <span className="visually-hidden"> home</span>
    </a>
  );
}
