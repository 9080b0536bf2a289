export { useVersionCheck } from './use-version-check';
