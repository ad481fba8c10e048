import { brand } from '../../../shared/brand';
import { InfoPage } from './info-page';

/** Our mission. */
export function AboutPage() {
  return (
    <InfoPage
      title={`About ${brand.productName}`}
      lead="Realistic writing mock tests and detailed evaluations, so that exam day holds no surprises."
    >
      <h2>Our mission</h2>
      <p>
        Most test takers lose marks in writing not because their English is weak, but because nobody has shown them what
        the examiner is looking for. Our mission is to change that with realistic mock tests and detailed, honest
        evaluations from experienced tutors.
      </p>
      <p>
        Every mock test follows the format, timing and task types of the real exam: IELTS Academic and General Training,
        OET for nurses and doctors, PTE Academic and TOEFL. You write against the clock, exactly as you will on the day.
      </p>
      <h2>What makes an evaluation useful</h2>
      <p>
        A single number tells you where you are, not how to move. That is why every evaluation scores each official
        criterion, names your strengths and weaknesses, lists the areas to improve and gives your own answer back,
        rewritten by the tutor, so you can see the difference line by line.
      </p>
      <h2>Who we are</h2>
      <p>
        We are a small team of English teachers and engineers. We build for nurses, doctors, students and skilled
        workers who need a writing score for a registration, a university place or a visa.
      </p>
    </InfoPage>
  );
}
