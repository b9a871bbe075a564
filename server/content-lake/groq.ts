import { evaluate, parse, type ExprNode } from 'groq-js';
import { LakeError, type SanityDoc } from './types';

/** Collects `$name` parameters a query references (Sanity rejects a query that lacks one). */
function referencedParams(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const child of node) referencedParams(child, found);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.type === 'Parameter' && typeof record.name === 'string') found.add(record.name);
    for (const value of Object.values(record)) referencedParams(value, found);
  }
  return found;
}

function queryError(query: string, description: string, start: number, end: number): LakeError {
  // Sanity's body for a bad query: HTTP 400 {error: {description, query, start, end, type}}.
  return new LakeError(400, description, {
    error: { description, end, query, start, type: 'queryParseError' },
  });
}

/** Evaluates a GROQ query with the official groq-js, answering errors the way Sanity does. */
export async function runQuery(
  query: string,
  params: Record<string, unknown>,
  dataset: SanityDoc[],
): Promise<{ result: unknown; ms: number }> {
  const started = performance.now();
  if (typeof query !== 'string' || query.trim() === '') {
    throw queryError(String(query ?? ''), 'query is required', 0, 0);
  }
  let tree: ExprNode;
  try {
    // Params go to the parser too: groq-js folds them into constant slices like [0...$n].
    tree = parse(query, { params });
  } catch (error) {
    const position = (error as { position?: number }).position ?? 0;
    const message = (error as Error).message.replace(
      /^Syntax error in GROQ query at position \d+: /,
      '',
    );
    throw queryError(query, message, position, Math.min(position + 1, query.length));
  }
  for (const name of referencedParams(tree)) {
    if (!(name in params)) {
      throw queryError(query, `param $${name} referenced, but not provided`, 0, query.length);
    }
  }
  try {
    const value = await evaluate(tree, { dataset, params });
    const result = await value.get();
    return { result, ms: Math.max(1, Math.round(performance.now() - started)) };
  } catch (error) {
    throw new LakeError(400, (error as Error).message, {
      error: { description: (error as Error).message, query, type: 'queryError' },
    });
  }
}
