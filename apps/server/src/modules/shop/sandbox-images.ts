import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import { SANDBOX_IMAGE_PATH } from '../amazon/catalog.ts';

const imageParams = z.object({ file: z.string().regex(/^[A-Za-z0-9]{10}\.svg$/, 'an ASIN image name') });

/**
 * The sandbox's product images under Termwise's own origin. Stored image URLs are this path, not the
 * sandbox's address, so they keep working when the sandbox comes back on another port.
 */
export const sandboxImageRoutes: FastifyPluginAsyncZod<{ sandboxUrl: string }> = async (
  app,
  { sandboxUrl },
) => {
  app.get(
    `${SANDBOX_IMAGE_PATH}:file`,
    { schema: { tags: ['shop'], params: imageParams, hide: true } },
    async (request, reply) => {
      const image = await fetch(`${sandboxUrl}/images/${request.params.file}`).catch(() => undefined);
      if (!image?.ok) throw notFound(messages.shop.noProductImage);
      return reply
        .type(image.headers.get('content-type') ?? 'image/svg+xml')
        .header('cache-control', image.headers.get('cache-control') ?? 'public, max-age=86400')
        .send(Buffer.from(await image.arrayBuffer()));
    },
  );
};
