/**
 * What a browser needs to send one call, without the endpoint's zod schemas: the table's method, path
 * and encoding, and which input fields travel in the path and in the query string (the rest is the body).
 * `routes.gen.ts` holds one per endpoint, generated from the table.
 */
export interface Route {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly encoding: 'json' | 'form' | 'multipart' | 'query' | 'text';
  readonly params: readonly string[];
  readonly query: readonly string[];
}

/** Path parameters are text (mobile, uscc, names) or numbers; anything else leaves the segment empty. */
const pathParam = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** A path with its `:name` parameters filled in from the input. */
export function fillPath(path: string, input: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, k: string) => encodeURIComponent(pathParam(input[k])));
}
