const steps = [
  {
    title: 'Choose your exam and plan',
    text: 'Create a free account, pick the exam you are preparing for and start with a free mock test.',
  },
  {
    title: 'Write under exam conditions',
    text: 'The clock, the task types and the word guides match the real exam. Your draft saves as you type.',
  },
  {
    title: 'Learn from your evaluation',
    text: 'Read your scores per criterion, your strengths and weaknesses, and your answer rewritten by a tutor.',
  },
];

/** The three steps every exam page shares. */
export function HowItWorks() {
  return (
    <section className="site-section how-it-works" aria-labelledby="how-it-works-heading">
      <div className="site-container">
        <p className="site-section__eyebrow">How it works</p>
        <h2 id="how-it-works-heading" className="site-section__title">
          From first draft to exam-ready in three steps
        </h2>
        <ol className="steps">
          {steps.map((step, index) => (
            <li key={step.title} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="steps__title">{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
