import type { FastifyInstance, FastifyReply } from 'fastify';
import { type LwaGrants, SELLING_PARTNER_SCOPE } from '../auth/lwa-grants.ts';
import { stringField } from '../http.ts';
import type { Region } from '../world/marketplaces.ts';
import type { SandboxWorld } from '../world/world.ts';
import { consentForm, escape, page } from './lwa.ts';

/**
 * Seller Central's website authorization workflow for Selling Partner API applications: the seller opens
 * `{Seller Central}/apps/authorize/consent?application_id&state[&redirect_uri][&version=beta]`, confirms,
 * and is sent to the app's redirect URI with `state`, `selling_partner_id` and `spapi_oauth_code`; the app
 * exchanges the code at Login with Amazon (`grant_type=authorization_code`, no PKCE, redirect_uri optional)
 * for a refresh token. Seller Central has a host per region; here they are `/sellercentral/{na,eu,fe}`.
 * SP-API's LWA token endpoint is api.amazon.com for every region, so codes are exchanged at the NA one.
 */

export interface SellingPartnerApp {
  /** The SP-API application id (`amzn1.sp.solution.…`) named in the consent URI. */
  applicationId: string;
  /** The LWA client whose credentials exchange its codes. */
  clientId: string;
}

export const SELLER_CENTRAL_REGIONS: [string, Region][] = [
  ['/sellercentral/na', 'NA'],
  ['/sellercentral/eu', 'EU'],
  ['/sellercentral/fe', 'FE'],
];

interface ConsentRequest {
  applicationId: string;
  state: string;
  redirectUri: string;
  version: string | undefined;
}

export function sellerCentralRoutes(
  app: FastifyInstance,
  deps: { world: SandboxWorld; grants: LwaGrants; sellingPartnerApps: SellingPartnerApp[] },
): void {
  for (const [prefix, region] of SELLER_CENTRAL_REGIONS) {
    app.get(`${prefix}/apps/authorize/consent`, async (request, reply) => {
      const consent = readConsent(request.query, deps.sellingPartnerApps);
      if (typeof consent === 'string') return errorPage(reply, consent);
      return reply.type('text/html; charset=utf-8').send(consentPage(consent, deps.world, prefix, region));
    });

    app.post(`${prefix}/apps/authorize/confirm`, async (request, reply) => {
      const consent = readConsent(request.body, deps.sellingPartnerApps);
      if (typeof consent === 'string') return errorPage(reply, consent);
      if (stringField(request.body, 'decision') !== 'confirm') {
        // Seller Central does not return to the app when the seller declines.
        return reply.type('text/html; charset=utf-8').send(page('Seller Central', '<p>You did not authorize the application.</p>'));
      }
      const sellerId = stringField(request.body, 'account');
      const account = sellerId ? deps.world.account(sellerId) : undefined;
      if (!account || !account.shops.some((shop) => shop.marketplace.region === region)) {
        return errorPage(reply, 'Choose one of your seller accounts in this region');
      }
      const app = deps.sellingPartnerApps.find((candidate) => candidate.applicationId === consent.applicationId)!;
      const code = deps.grants.issueCode({
        region: 'NA',
        clientId: app.clientId,
        redirectUri: consent.redirectUri,
        scope: SELLING_PARTNER_SCOPE,
        sellerId: account.sellerId,
        codeChallenge: undefined,
      });
      const target = new URL(consent.redirectUri);
      target.searchParams.set('state', consent.state);
      target.searchParams.set('selling_partner_id', account.sellerId);
      target.searchParams.set('spapi_oauth_code', code);
      return reply.redirect(target.toString(), 302);
    });
  }
}

/** The consent URI's parameters, or why they cannot be used (shown on a page: no redirect to an unchecked URI). */
function readConsent(source: unknown, apps: SellingPartnerApp[]): ConsentRequest | string {
  const applicationId = stringField(source, 'application_id');
  if (!applicationId || !apps.some((app) => app.applicationId === applicationId)) return 'Unknown application_id';
  const state = stringField(source, 'state');
  if (!state) return 'state is required';
  // Amazon falls back to the app's first registered redirect URI; the sandbox registers none, so it is required.
  const redirectUri = stringField(source, 'redirect_uri');
  if (!redirectUri || !/^https?:$/.test(URL.canParse(redirectUri) ? new URL(redirectUri).protocol : '')) {
    return 'redirect_uri must be an http(s) URL';
  }
  return { applicationId, state, redirectUri, version: stringField(source, 'version') };
}

function errorPage(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).type('text/html; charset=utf-8').send(page('Seller Central', `<p class="error">${escape(message)}</p>`));
}

function consentPage(consent: ConsentRequest, world: SandboxWorld, prefix: string, region: Region): string {
  return consentForm({
    title: 'Seller Central',
    heading: 'Authorize Termwise Sandbox',
    intro: 'It will be able to read your Brand Analytics and other reports through the Selling Partner API.',
    action: `${prefix}/apps/authorize/confirm`,
    fields: { application_id: consent.applicationId, state: consent.state, redirect_uri: consent.redirectUri, version: consent.version },
    accounts: world.accounts.filter((account) => account.shops.some((shop) => shop.marketplace.region === region)),
    allow: { label: 'Confirm', value: 'confirm' },
  });
}
