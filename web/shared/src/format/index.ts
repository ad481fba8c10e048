export { formatDate, formatDateTime } from './format-date';
export { formatDuration } from './format-duration';
export { svgDataUrl, writingKindLabel } from './task-material';
