import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth';
import { fetchWaitingHarvests } from '@/service/api/harvest';
import { harvestKeys } from './keys';

/** Per shop, the harvests waiting for a person (pending, failed): what the bell announces. */
export function useWaitingHarvests() {
  // The bell is in the frame that constant pages show to visitors who are not logged in.
  const loggedIn = useAuthStore((state) => Boolean(state.token));
  return useQuery({ queryKey: harvestKeys.waiting(), queryFn: fetchWaitingHarvests, enabled: loggedIn });
}
