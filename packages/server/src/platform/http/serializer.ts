import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * Lets objects carry properties the schema does not name. They are still never written (the
 * serializer writes declared properties only), but a nullable or union object is matched by
 * validation, which `additionalProperties: false` would fail for a row with more fields.
 */
function openObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(openObjects);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node as JsonSchema)
      .filter(([k, v]) => !(k === 'additionalProperties' && v === false))
      .map(([k, v]) => [k, openObjects(v)]),
  );
}

/**
 * Writes answers with a serializer compiled once per route from the contract's output schema
 * (its JSON Schema, through fast-json-stringify), instead of walking the zod schema on every
 * answer. Only the properties the contract names are written, so a field it does not name still
 * never leaves the server.
 */
export const compiledSerializer: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const json = openObjects(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }));
  const write = fastJson(json as Parameters<typeof fastJson>[0]);
  const bytes = new WeakMap<object, Buffer>();
  return (answer: { data?: unknown }) => {
    const data = answer?.data;
    if (!data || typeof data !== 'object' || !servedAgain.has(data)) return write(answer);
    let b = bytes.get(data);
    if (!b) bytes.set(data, (b = Buffer.from(write(answer))));
    // Fastify sends a Buffer as it is (with the JSON type already set); only its serializer type says string.
    return b as unknown as string;
  };
};

/** Answer data kept in memory and served as it is again: see `answerServedAgain`. */
const servedAgain = new WeakSet<object>();

/**
 * Marks answer data that a handler keeps and serves again unchanged (a unit's kept list page): it is then written, and
 * encoded, once per route, not on every request. The data must never change once marked.
 */
export function answerServedAgain<T extends object>(data: T): T {
  servedAgain.add(Object.freeze(data));
  return data;
}
