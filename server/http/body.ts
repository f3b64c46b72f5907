import type { FastifyRequest } from 'fastify';

/**
 * The request's fields. The store API writes some payloads as `data: {...}`; the desktop client sends the fields flat.
 * Both are accepted so either client style works.
 */
export function inputOf(request: FastifyRequest): Record<string, unknown> {
  const body = isRecord(request.body) ? request.body : {};
  return isRecord(body.data) ? body.data : body;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
