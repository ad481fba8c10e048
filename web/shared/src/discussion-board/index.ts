export { DiscussionBoard } from './discussion-board';
