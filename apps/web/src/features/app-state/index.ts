export { useAppStore } from './store';
