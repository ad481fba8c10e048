import { FaqSection } from '../components/faq-section';
import { HowItWorks } from '../components/how-it-works';
import { NumberedFeatures } from '../components/numbered-features';
import { type ExamPageContent, ieltsPage, oetPage, ptePage, toeflPage } from '../data/exam-page-content';

/** The marketing page of one exam: hero with key facts, features, how it works, a call to action and the FAQ. */
function ExamPage({ content }: { content: ExamPageContent }) {
  return (
    <>
      <section className="hero hero--exam" aria-labelledby="exam-heading">
        <div className="site-container hero__grid">
          <div className="hero__copy">
            <p className="site-section__eyebrow">{content.eyebrow}</p>
            <h1 id="exam-heading" className="hero__title">
              {content.heading}
            </h1>
            {content.lead.map((paragraph) => (
              <p key={paragraph} className="hero__text">
                {paragraph}
              </p>
            ))}
            <div className="hero__actions">
              <a href="/signup" className="button button--primary button--large">
                Get Started
              </a>
              <a href="/#pricing" className="button button--secondary button--large">
                See pricing
              </a>
            </div>
          </div>
          <dl className="fact-card" aria-label={`${content.exam} writing at a glance`}>
            {content.facts.map((fact) => (
              <div key={fact.label} className="fact-card__row">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="site-section" aria-labelledby="exam-features-heading">
        <div className="site-container">
          <p className="site-section__eyebrow">What you practise</p>
          <h2 id="exam-features-heading" className="site-section__title">
            {content.exam} writing, task by task
          </h2>
          <NumberedFeatures features={content.features} />
        </div>
      </section>

      <HowItWorks />

      <section className="cta-band" aria-labelledby="exam-cta-heading">
        <div className="site-container cta-band__inner">
          <div>
            <h2 id="exam-cta-heading" className="cta-band__title">
              {content.cta.heading}
            </h2>
            <p>{content.cta.text}</p>
          </div>
          <a href="/signup" className="button button--primary button--large">
            Get Started
          </a>
        </div>
      </section>

      <FaqSection items={content.faq} heading={`${content.exam} Frequently Asked Questions`} />
    </>
  );
}

export function IeltsPage() {
  return <ExamPage content={ieltsPage} />;
}

export function OetPage() {
  return <ExamPage content={oetPage} />;
}

export function PtePage() {
  return <ExamPage content={ptePage} />;
}

export function ToeflPage() {
  return <ExamPage content={toeflPage} />;
}
