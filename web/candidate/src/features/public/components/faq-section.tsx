import { useId, useState } from 'react';
import type { FaqItem } from '../data/faq-item';

const initiallyShown = 5;

/** Frequently Asked Questions: the first five until Show More; every question opens and closes its answer. */
export function FaqSection({ items, heading = 'Frequently Asked Questions' }: { items: FaqItem[]; heading?: string }) {
  const [showAll, setShowAll] = useState(false);
  const [openItems, setOpenItems] = useState<ReadonlySet<number>>(() => new Set());
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const shown = showAll ? items : items.slice(0, initiallyShown);

  function toggle(index: number) {
    setOpenItems((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  return (
    <section className="site-section faq" aria-labelledby={headingId}>
      <div className="site-container site-container--narrow">
        <h2 id={headingId} className="site-section__title">
          {heading}
        </h2>
        <ul className="faq__list">
          {shown.map((item, index) => {
            const open = openItems.has(index);
            const answerId = `${baseId}-answer-${index}`;
            return (
              <li key={item.question} className={open ? 'faq__item faq__item--open' : 'faq__item'}>
                <h3 className="faq__question">
                  <button
                    type="button"
                    className="faq__toggle"
                    aria-expanded={open}
                    aria-controls={answerId}
                    onClick={() => toggle(index)}
                  >
                    <span>{item.question}</span>
                    <span className="faq__icon" aria-hidden="true" />
                  </button>
                </h3>
                <div id={answerId} className="faq__answer" hidden={!open}>
                  <p>{item.answer}</p>
                </div>
              </li>
            );
          })}
        </ul>
        {items.length > initiallyShown && (
          <div className="faq__more">
            <button type="button" className="button button--secondary" onClick={() => setShowAll((all) => !all)}>
              {showAll ? 'Show Less' : 'Show More'}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
