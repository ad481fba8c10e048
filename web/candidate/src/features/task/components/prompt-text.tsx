/** The question text, its blank-line paragraphs as paragraphs. */
export function PromptText({ text }: { text: string }) {
  return (
    <div className="task-prompt__text">
      {text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </div>
  );
}
