export { harvestLocales } from './locales';
export { harvestKeys, invalidateHarvestData } from './keys';
export { useHarvests } from './use-harvests';
export { useHarvestActions } from './use-harvest-actions';
export { HarvestableTerm, HARVEST_QUEUE_PATH } from './HarvestableTerm';
export { useHarvestDestinations } from './use-harvest-destinations';
export { useWaitingHarvests } from './use-waiting-harvests';
export { useHarvestProofChart } from './use-harvest-proof-chart';
export { useHarvestSettings, useSaveHarvestSettings } from './use-harvest-settings';
