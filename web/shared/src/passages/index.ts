export { AnnotatedAnswer } from './annotated-answer';
export { markerAttribute, type Passage, passageSegments, type Segment, textOffsetWithin } from './passage-segments';
export { type Underline, type UnderlineRun, underlineRuns } from './underline-runs';
