/** In-process signals between modules, so a module reacts to another without importing its internals. */
export interface DomainEvents {
  /** A shop's entity and report sync finished successfully. */
  shopSynced: { shopId: string; organisationId: string };
}

type Listener<K extends keyof DomainEvents> = (event: DomainEvents[K]) => Promise<void>;

export function createDomainEvents() {
  const listeners = new Map<keyof DomainEvents, Listener<never>[]>();
  return {
    on<K extends keyof DomainEvents>(name: K, listener: Listener<K>) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener as Listener<never>]);
    },
    /** Runs every listener; one failing does not stop the others, and the error is returned for logging. */
    async emit<K extends keyof DomainEvents>(name: K, event: DomainEvents[K]): Promise<unknown[]> {
      const named = (listeners.get(name) ?? []) as Listener<K>[];
      const results = await Promise.allSettled(named.map((listener) => listener(event)));
      return results.filter((result) => result.status === 'rejected').map((result) => result.reason);
    },
  };
}

export type DomainEventBus = ReturnType<typeof createDomainEvents>;
