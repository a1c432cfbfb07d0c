import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { accountRoutes } from './account.ts';
import { devRoutes } from './dev.ts';

/** Every route file, one per PRODUCT.md §7 domain; a new domain adds its function here. */
export const ROUTES: ReadonlyArray<(app: FastifyInstance, ctx: AppContext) => void> = [accountRoutes, devRoutes];
