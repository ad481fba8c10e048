/** A share from 0 to 1 as a whole percentage ("67 %"); a dash when nothing was compared. */
export function percentText(share: number, comparisons: number): string {
  if (comparisons === 0) return '–';
  return `${Math.round(share * 100)} %`;
}
