import heroIllustration from '../assets/hero-illustration.svg';
import { ClosingBanner } from '../components/closing-banner';
import { FaqSection } from '../components/faq-section';
import { NumberedFeatures } from '../components/numbered-features';
import { PricingSection } from '../components/pricing-section';
import { TestimonialsSection } from '../components/testimonials-section';
import { landingFaq } from '../data/landing-faq';
import { landingFeatures } from '../data/landing-features';

/** The home page: hero, features, testimonials, pricing, FAQ and the closing banner. */
export function LandingPage() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <div className="site-container hero__grid">
          <div className="hero__copy">
            <p className="site-section__eyebrow">IELTS · OET · PTE · TOEFL writing</p>
            <h1 id="hero-heading" className="hero__title">
              Write your way to the score you need
            </h1>
            <p className="hero__text">
              Timed writing mock tests that feel like exam day. Write in your browser against the clock, submit, and an
              experienced tutor marks your answer against the official criteria of your exam.
            </p>
            <p className="hero__text">
              Every evaluation tells you your indicative score, what worked, what held you back and how a stronger
              answer reads, so you know exactly what to change before the real test.
            </p>
            <div className="hero__actions">
              <a href="/signup" className="button button--primary button--large">
                Get Started
              </a>
              <a href="/examselection" className="button button--secondary button--large">
                Choose your exam
              </a>
            </div>
          </div>
          <img
            className="hero__image"
            src={heroIllustration}
            width="560"
            height="440"
            alt="A timed essay on a laptop beside a tutor's evaluation with a band score"
          />
        </div>
      </section>

      <section className="site-section" aria-labelledby="features-heading">
        <div className="site-container">
          <p className="site-section__eyebrow">Why students choose us</p>
          <h2 id="features-heading" className="site-section__title">
            Practice that tells you what to fix
          </h2>
          <NumberedFeatures features={landingFeatures} />
        </div>
      </section>

      <TestimonialsSection />
      <PricingSection />
      <FaqSection items={landingFaq} />
      <ClosingBanner />
    </>
  );
}
