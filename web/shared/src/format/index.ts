export { formatDate, formatDateTime } from './format-date';
export { formatDuration } from './format-duration';
export { type EstimatedOverall, overallWithRounding, type ScoreEstimate, scoreEstimate } from './score-estimate';
export { svgDataUrl, writingKindLabel } from './task-material';
export { toeflKey } from './toefl-key';
