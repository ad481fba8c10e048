export { TaskHintsPanel, type TaskHintView } from './task-hints-panel';
