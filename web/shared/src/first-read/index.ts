export { FirstReadLegend, FlagExcerpt, FlagKindTag } from './components/first-read-parts';
export { useFirstRead } from './components/use-first-read';
export {
  dialectNote,
  type FlagKind,
  type FlagView,
  flagKindLabel,
  isPassageFlag,
  suggestionList,
  taskFlags,
} from './lib/first-read-flags';
