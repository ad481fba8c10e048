export { AnnotatedAnswer } from './annotated-answer';
export { markerAttribute, type Passage, passageSegments, type Segment, textOffsetWithin } from './passage-segments';
