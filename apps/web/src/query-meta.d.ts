import '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The query's data changes when a negation is handled: see `invalidateNegationData`. */
      showsNegations?: boolean;
    };
  }
}
