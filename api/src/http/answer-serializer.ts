import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import { z, type ZodType } from 'zod';

/**
 * Production: answers go out as JSON without being checked against their schemas (the schemas
 * document them; checking every answer would cost throughput, issue 16).
 */
export const plainJsonSerializer: FastifySerializerCompiler<ZodType> = () => (data) => JSON.stringify(data);

/** Paths present in what was sent but not in what the schema kept: fields the contract does not name. */
function unnamedFields(sent: unknown, kept: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) return sent.flatMap((item, index) => unnamedFields(item, kept[index], `${path}[${index}]`));
  if (sent === null || typeof sent !== 'object' || kept === null || typeof kept !== 'object') return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in kept ? unnamedFields(value, (kept as Record<string, unknown>)[key], `${path}.${key}`) : [`${path}.${key}`],
  );
}

/**
 * Tests: every answer must be exactly what its schema describes, no field missing, mistyped or
 * unnamed, or the call fails with a 500. The client sees nothing of the cause (as for any 500), so
 * the drift is written to stderr for the developer running the tests.
 */
export const answerCheckingSerializer: FastifySerializerCompiler<ZodType> =
  ({ schema, method, url, httpStatus }) =>
  (data) => {
    const text = JSON.stringify(data);
    const sent: unknown = JSON.parse(text);
    const checked = schema.safeParse(sent);
    const problem = checked.success
      ? isDeepStrictEqual(checked.data, sent)
        ? null
        : `fields the contract does not name: ${unnamedFields(sent, checked.data).join(', ')}`
      : z.prettifyError(checked.error);
    if (problem === null) return text;
    const drift = `${method} ${url} answered ${httpStatus} outside its schema: ${problem}`;
    process.stderr.write(`${drift}\n`);
    throw new Error(drift);
  };
