import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerAttachmentRoutes } from './attachments';
import { registerCartRoutes } from './cart';
import { registerCatalogRoutes } from './catalog';
import { registerImageRoutes } from './images';
import { registerOrderRoutes } from './orders';

/** COMMERCE's routes: catalogue, cart, orders and their attachments, product images. */
export function registerCommerceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCatalogRoutes(app, ctx);
  registerCartRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerAttachmentRoutes(app, ctx);
  registerImageRoutes(app, ctx);
}
