import { brand } from '../../../shared/brand';
import { jobOpenings } from '../data/job-openings';
import { InfoPage } from './info-page';

/** Open positions and how to apply. */
export function CareersPage() {
  return (
    <InfoPage title="Careers" lead="Help test takers around the world reach the scores their futures depend on.">
      <h2>Current openings</h2>
      <ul className="job-list">
        {jobOpenings.map((job) => (
          <li key={job.title} className="job-card">
            <h3 className="job-card__title">{job.title}</h3>
            <p className="job-card__kind">{job.kind}</p>
            <p>{job.text}</p>
          </li>
        ))}
      </ul>
      <h2>How to apply</h2>
      <p>
        E-mail your resume and cover letter to <a href={`mailto:${brand.careersEmail}`}>{brand.careersEmail}</a> with
        the position in the subject line. We read every application and reply within two weeks.
      </p>
    </InfoPage>
  );
}
