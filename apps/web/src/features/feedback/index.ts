export { FeedbackProvider } from './FeedbackProvider';
export { useFeedback, type Feedback } from './feedback-context';
