import { type OetCaseNotes, shapeLabels } from '../lib/oet-case';
import '../case-notes.css';
import { CaseNoteNotes } from './case-note-notes';
import { CaseSummaryNotes } from './case-summary-notes';
import { CommunicationCaseNotes } from './communication-case-notes';
import { DischargeSummaryNotes } from './discharge-summary-notes';
import { HealthcareScenarioNotes } from './healthcare-scenario-notes';
import { ReferralNotes } from './referral-notes';

function ShapeNotes({ notes }: { notes: OetCaseNotes }) {
  switch (notes.__typename) {
    case 'ReferralCase':
      return <ReferralNotes notes={notes} />;
    case 'HealthcareScenarioCase':
      return <HealthcareScenarioNotes notes={notes} />;
    case 'CaseNoteCase':
      return <CaseNoteNotes notes={notes} />;
    case 'CaseSummaryCase':
      return <CaseSummaryNotes notes={notes} />;
    case 'CommunicationCase':
      return <CommunicationCaseNotes notes={notes} />;
    case 'DischargeSummaryCase':
      return <DischargeSummaryNotes notes={notes} />;
  }
}

/**
 * The OET case notes, laid out by their shape, in a panel of their own. The shape's name ("Referral") is shown only
 * with `showShape` (the tutor's screens): the exam never names it to the candidate.
 */
export function CaseNotes({
  notes,
  idPrefix = 'case',
  showShape = false,
}: {
  notes: OetCaseNotes;
  idPrefix?: string;
  showShape?: boolean;
}) {
  return (
    <section className="case-notes" aria-labelledby={`${idPrefix}-notes-title`} data-shape={notes.__typename}>
      <header className="case-notes__header">
        <h3 id={`${idPrefix}-notes-title`} className="case-notes__title">
          Case notes
        </h3>
        {showShape && <span className="notes-badge">{shapeLabels[notes.__typename]}</span>}
      </header>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the task screens scroll the notes inside this box; keyboard users scroll it once it has the focus */}
      <div className="case-notes__body" tabIndex={0}>
        <ShapeNotes notes={notes} />
      </div>
    </section>
  );
}
