import { wordSpans } from '../lib/word-range';
import { WordRangePicker } from './word-range-picker';

type PassageTaskActionsProps = {
  baseId: string;
  task: { key: string; title: string };
  answerText: string;
  readOnly: boolean;
  picking: boolean;
  onComment: () => void;
  onTogglePicking: () => void;
  onChooseRange: (range: { start: number; end: number }) => void;
};

/** One written task's ways to start a comment: on the selected passage, or on words chosen by number. */
export function PassageTaskActions(props: PassageTaskActionsProps) {
  const { baseId, task } = props;
  const titleId = `${baseId}-${task.key}`;
  return (
    <div className="passage-comments__task">
      <h3 className="passage-comments__title" id={titleId}>
        {task.title}
      </h3>
      {props.readOnly ? null : (
        <>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-describedby={titleId}
            aria-keyshortcuts="Alt+C"
            // Keeps the selection: a mouse press on the button would otherwise clear it in some browsers.
            onMouseDown={(event) => event.preventDefault()}
            onClick={props.onComment}
          >
            Comment on selection
          </button>
          <button
            type="button"
            className="button button--secondary button--small passage-comments__by-number"
            aria-expanded={props.picking}
            aria-describedby={titleId}
            onClick={props.onTogglePicking}
          >
            Choose words by number
          </button>
        </>
      )}
      {props.picking ? (
        <WordRangePicker
          text={props.answerText}
          wordCount={wordSpans(props.answerText).length}
          onChoose={props.onChooseRange}
          onCancel={props.onTogglePicking}
        />
      ) : null}
    </div>
  );
}
