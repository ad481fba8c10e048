import { type CaseLine, parseCaseText } from '../lib/case-text';

function Line({ line }: { line: CaseLine }) {
  return line.label ? (
    <>
      <span className="case-text__label">{line.label}:</span> {line.text}
    </>
  ) : (
    line.text
  );
}

/** Case-notes text laid out as notes: sub-headings, labelled lines and bullet lists. */
export function CaseTextView({ text }: { text: string }) {
  return (
    <div className="case-text">
      {parseCaseText(text).map((block, index) => {
        if (block.kind === 'heading') {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text split from the case notes; it never reorders
            <p key={index} className="case-text__heading">
              {block.text}
            </p>
          );
        }
        if (block.kind === 'list') {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text split from the case notes; it never reorders
            <ul key={index} className="notes-list">
              {block.items.map((item, itemIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static text split from the case notes; it never reorders
                <li key={itemIndex}>
                  <Line line={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text split from the case notes; it never reorders
          <div key={index} className="case-text__lines">
            {block.lines.map((line, lineIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static text split from the case notes; it never reorders
              <p key={lineIndex} className="case-text__line">
                <Line line={line} />
              </p>
            ))}
          </div>
        );
      })}
    </div>
  );
}
