import type { DiffSegment } from '@mocktest/web-shared/word-diff';

/** A compared text: unchanged words as they are, removed ones struck through, added ones underlined. */
export function Segments({ segments }: { segments: DiffSegment[] }) {
  return segments.map((segment, index) => {
    // biome-ignore lint/suspicious/noArrayIndexKey: the segments of a published evaluation never change order
    if (segment.kind === 'same') return <span key={index}>{segment.text}</span>;
    const Tag = segment.kind === 'added' ? 'ins' : 'del';
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above
      <Tag key={index} className={`diff-${segment.kind}`}>
        {/* Strike-through and underline carry the meaning on screen; these words carry it to a screen reader. */}
        <span className="visually-hidden">{segment.kind === 'added' ? '[added: ' : '[removed: '}</span>
        {segment.text}
        <span className="visually-hidden">]</span>
      </Tag>
    );
  });
}
