import { newsItems } from '../data/news-items';
import { InfoPage } from './info-page';

/** Latest News: dated announcements. */
export function NewsPage() {
  return (
    <InfoPage title="Latest News" lead="What is new on the platform and what is coming up.">
      <ul className="news-list">
        {newsItems.map((item) => (
          <li key={item.title} className="news-card">
            <article aria-labelledby={`news-${item.isoDate}`}>
              <time className="news-card__date" dateTime={item.isoDate}>
                {item.date}
              </time>
              <h2 id={`news-${item.isoDate}`} className="news-card__title">
                {item.title}
              </h2>
              <p>{item.text}</p>
            </article>
          </li>
        ))}
      </ul>
    </InfoPage>
  );
}
