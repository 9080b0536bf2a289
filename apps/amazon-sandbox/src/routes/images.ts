import type { FastifyInstance } from 'fastify';
import type { SpReportJobs } from '../reports/sp-reports.ts';
import type { SandboxWorld } from '../world/world.ts';

interface Pictured {
  asin: string;
  name: string;
  hue: number;
}

/**
 * Product images, drawn by the sandbox itself so demos and tests need no outside network: the sandbox
 * sellers' products, and the other sellers' products among the Brand Analytics clicked ASINs.
 */
export function imageRoutes(app: FastifyInstance, deps: { world: SandboxWorld; spReports: SpReportJobs }): void {
  app.get('/images/:file', async (request, reply) => {
    const asin = (request.params as { file: string }).file.replace(/\.svg$/, '');
    const product = deps.world.product(asin);
    const competitor = product ? undefined : deps.spReports.competitorProductAnywhere(asin);
    const pictured: Pictured | undefined = product
      ? { asin, name: product.shortName, hue: product.kind.hue }
      : competitor && { asin, name: competitor.title, hue: competitor.hue };
    if (!pictured) return reply.code(404).send();
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(productImage(pictured));
  });
}

function productImage(product: Pictured): string {
  const { hue } = product;
  const words = product.name.split(' ');
  const lines = words.length > 2 ? [words.slice(0, 2).join(' '), words.slice(2).join(' ')] : [product.name];
  const text = lines
    .map((line, index) => `<text x="250" y="${400 + index * 36}" font-size="30" text-anchor="middle" fill="#222">${line}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 500 500">
<rect width="500" height="500" fill="hsl(${hue},40%,96%)"/>
<rect x="140" y="90" width="220" height="240" rx="28" fill="hsl(${hue},55%,55%)"/>
<rect x="175" y="125" width="150" height="60" rx="12" fill="hsl(${hue},60%,85%)"/>
<circle cx="250" cy="260" r="42" fill="hsl(${hue},50%,35%)"/>
${text}
<text x="250" y="480" font-size="16" text-anchor="middle" fill="#777" font-family="monospace">${product.asin}</text>
</svg>`;
}
