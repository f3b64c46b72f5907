// STUB (owner: COMMERCE)
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

export function registerCommerceRoutes(_app: FastifyInstance, _ctx: ServerContext): void {}
