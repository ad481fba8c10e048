import type { Feature } from '../data/landing-features';

/** Features as a numbered list of cards (01, 02, 03). */
export function NumberedFeatures({ features }: { features: Feature[] }) {
  return (
    <ol className="feature-list">
      {features.map((feature, index) => (
        <li key={feature.title} className="feature-card">
          <span className="feature-card__number" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="feature-card__title">{feature.title}</h3>
          <p>{feature.text}</p>
        </li>
      ))}
    </ol>
  );
}
