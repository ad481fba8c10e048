import { asOetCase, type OetCase, shapeLabel } from '../lib/oet-case';
import '../case-notes.css';
import { CaseNoteNotes } from './case-note-notes';
import { CaseSummaryNotes } from './case-summary-notes';
import { CommunicationCaseNotes } from './communication-case-notes';
import { DischargeSummaryNotes } from './discharge-summary-notes';
import { GenericNotes } from './generic-notes';
import { HealthcareScenarioNotes } from './healthcare-scenario-notes';
import { ReferralNotes } from './referral-notes';

function ShapeNotes({ notes }: { notes: OetCase }) {
  switch (notes.type) {
    case 'Referral':
      return <ReferralNotes notes={notes} />;
    case 'HealthcareScenario':
      return <HealthcareScenarioNotes notes={notes} />;
    case 'CaseNote':
      return <CaseNoteNotes notes={notes} />;
    case 'CaseSummary':
      return <CaseSummaryNotes notes={notes} />;
    case 'CommunicationCase':
      return <CommunicationCaseNotes notes={notes} />;
    case 'DischargeSummary':
      return <DischargeSummaryNotes notes={notes} />;
  }
}

/** The OET case notes, laid out by their shape, in a panel of their own. */
export function CaseNotes({ value, idPrefix = 'case' }: { value: Record<string, unknown>; idPrefix?: string }) {
  const notes = asOetCase(value);
  const type = typeof value.type === 'string' ? value.type : 'Case notes';
  return (
    <section className="case-notes" aria-labelledby={`${idPrefix}-notes-title`} data-shape={type}>
      <header className="case-notes__header">
        <h3 id={`${idPrefix}-notes-title`} className="case-notes__title">
          Case notes
        </h3>
        <span className="notes-badge">{shapeLabel(type)}</span>
      </header>
      <div className="case-notes__body">{notes ? <ShapeNotes notes={notes} /> : <GenericNotes notes={value} />}</div>
    </section>
  );
}
