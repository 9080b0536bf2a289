import type { DemoHistoryPort } from '../modules/negation/index.ts';

/**
 * The demo history's side on the simulated Amazon: `POST /__sandbox/backdate` (a sandbox-only call) has
 * the sandbox treat negatives as created on a past day, and the shop's reports are pulled again after.
 */
export function sandboxDemoHistory(
  sandboxUrl: string,
  demoAccountIndex: number,
  restate: DemoHistoryPort['restate'],
): DemoHistoryPort {
  return {
    /** The seller `npm start` connects (account A, seed/demo-shops.ts); an account connected by hand is not. */
    async isDemoShop(shop) {
      const response = await fetch(new URL(`/__sandbox/profiles/${shop.profileId}`, sandboxUrl));
      if (!response.ok) return false;
      return ((await response.json()) as { accountIndex: number }).accountIndex === demoAccountIndex;
    },
    async backdate(shop, amazonIds, date) {
      const response = await fetch(new URL('/__sandbox/backdate', sandboxUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ profileId: shop.profileId, entityIds: amazonIds, date }),
      });
      if (!response.ok) throw new Error(`the sandbox refused to date negatives back: ${response.status}`);
      return ((await response.json()) as { moved: string[] }).moved;
    },
    restate,
  };
}
