import { createSandbox } from './index.ts';

/**
 * Runs the sandbox on its own: SANDBOX_PORT (default 8090), SANDBOX_SEED (default 1), SANDBOX_STATE_DIR
 * (where tokens and world changes survive a restart; default: memory only).
 */
const port = Number(process.env.SANDBOX_PORT ?? 8090);
const seed = Number(process.env.SANDBOX_SEED ?? 1);
const { app, world } = await createSandbox({
  seed,
  publicUrl: process.env.SANDBOX_PUBLIC_URL,
  stateDir: process.env.SANDBOX_STATE_DIR,
});
const address = await app.listen({ port, host: process.env.SANDBOX_HOST ?? '127.0.0.1' });

console.log(`Amazon sandbox listening on ${address} (seed ${seed})`);
for (const account of world.accounts) {
  const shops = account.shops.map((shop) => `${shop.marketplace.countryCode} ${shop.profileId}`).join(', ');
  console.log(`  ${account.name} (${account.sellerId}): ${shops}`);
}
