import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { storeError } from '../http/errors';

/** Any control method is callable as `POST /__test/<method>` with `{ args: [...] }`, answering `{ result }`. */
export type ControlMethods = Record<string, (...args: never[]) => unknown>;

const callSchema = z.object({ args: z.array(z.unknown()).default([]) });

export function registerTestControl(app: FastifyInstance, control: ControlMethods): void {
  app.get('/__test', async () => ({ methods: Object.keys(control).sort() }));
  app.post<{ Params: { method: string } }>('/__test/:method', async (request) => {
    const method = Object.hasOwn(control, request.params.method) ? control[request.params.method] : undefined;
    if (!method) throw storeError(`Unknown control method ${request.params.method}.`, 404);
    const parsed = callSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw storeError('Send { "args": [...] }.', 422);
    const { args } = parsed.data;
    // Arguments are test data supplied by the test runner; each control method validates what it needs.
    const result = await (method as (...a: unknown[]) => unknown)(...args);
    return { result: result ?? null };
  });
}
