export { FirstReadLegend, FlagExcerpt, FlagKindTag } from './components/first-read-parts';
export { useFirstRead } from './components/use-first-read';
export { AttemptFirstReadQuery, FirstReadFieldsFragment } from './graphql/first-read.operations';
export {
  dialectNote,
  type Excerpt,
  type FlagKind,
  type FlagView,
  flagExcerpt,
  flagKindLabel,
  flagKinds,
  isPassageFlag,
  type PassageFlag,
  suggestionList,
  taskFlags,
} from './lib/first-read-flags';
export { firstReadPollForMs, firstReadPollInterval, firstReadPollMs } from './lib/first-read-poll';
