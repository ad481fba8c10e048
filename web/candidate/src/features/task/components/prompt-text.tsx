/** The question text, its blank-line paragraphs as paragraphs. */
export function PromptText({ text }: { text: string }) {
  return (
    <div className="task-prompt__text">
      {text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static paragraphs of the prompt; they never reorder
          <p key={index}>{paragraph}</p>
        ))}
    </div>
  );
}
