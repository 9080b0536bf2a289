import { envelopeOf, type Endpoint } from '@termwise/contracts';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type RouteSchema<E extends Endpoint> = {
  tags: string[];
  response: { 200: ReturnType<typeof envelopeOf<E['response']>> };
} & (E extends { body: infer B } ? { body: B } : unknown) &
  (E extends { query: infer Q } ? { querystring: Q } : unknown);

/** A route's schema from its contract: the body (or query) it accepts and the envelope it answers. */
export function schemaOf<E extends Endpoint>(endpoint: E, tags: string[]): RouteSchema<E> {
  return {
    tags,
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    response: { 200: envelopeOf(endpoint.response) },
  } as RouteSchema<E>;
}

/**
 * Answers are written by fast-json-stringify from the contracts' response schemas, so only the fields a
 * contract declares leave the server. Failures bypass it (the error handler sends them as plain JSON).
 */
export function contractSerializer({ schema }: { schema: unknown }) {
  const jsonSchema = z.toJSONSchema(schema as z.ZodType, {
    io: 'output',
    unrepresentable: 'any',
    // Undeclared fields are left out of the answer; they must not make a nullable or union branch fail.
    override: ({ jsonSchema: part }) => {
      if (part.additionalProperties === false) delete part.additionalProperties;
    },
  });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}
