import { testimonials } from '../data/testimonials';

/** Three students in their own words, each with a name and an avatar. */
export function TestimonialsSection() {
  return (
    <section className="site-section testimonials" aria-labelledby="testimonials-heading">
      <div className="site-container">
        <p className="site-section__eyebrow">Students</p>
        <h2 id="testimonials-heading" className="site-section__title">
          What our students say
        </h2>
        <ul className="testimonials__grid">
          {testimonials.map((item) => (
            <li key={item.name} className="testimonial">
              <blockquote className="testimonial__quote">
                <p>“{item.quote}”</p>
              </blockquote>
              <div className="testimonial__person">
                <span className={`testimonial__avatar testimonial__avatar--${item.tone}`} aria-hidden="true">
                  {item.initials}
                </span>
                <span>
                  <span className="testimonial__name">{item.name}</span>
                  <span className="testimonial__exam">{item.exam}</span>
                </span>
              </div>
            </li>
          ))}
        </ul>
        <div className="site-section__actions">
          <a href="/signup" className="button button--primary button--large">
            Get Started
          </a>
        </div>
      </div>
    </section>
  );
}
