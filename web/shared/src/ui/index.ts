export { ConfirmDialog } from './confirm-dialog';
export { ErrorAlert } from './error-alert';
export { LoadingState } from './loading-state';
export { ScoreEstimateNote } from './score-estimate-note';
