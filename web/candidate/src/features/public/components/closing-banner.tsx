/** The call to action at the foot of the landing page. */
export function ClosingBanner() {
  return (
    <section className="closing-banner" aria-labelledby="closing-banner-heading">
      <div className="site-container closing-banner__inner">
        <div>
          <h2 id="closing-banner-heading" className="closing-banner__title">
            Conquer PTE, IELTS, and OET
          </h2>
          <p className="closing-banner__text">
            Write your first mock test today and find out exactly what stands between you and your target score.
          </p>
        </div>
        <a href="/signup" className="button button--light button--large">
          Get Started
        </a>
      </div>
    </section>
  );
}
