import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { accountRoutes } from './account.ts';
import { aiRoutes } from './ai.ts';
import { aiMediaRoutes } from './ai-media.ts';
import { aiSearchRoutes } from './ai-search.ts';
import { aiChatRoutes } from './ai-chat.ts';
import { aiImageRoutes } from './ai-images.ts';
import { aiSettingsRoutes } from './ai-settings.ts';
import { collabRoutes } from './collab.ts';
import { devRoutes } from './dev.ts';
import { diagramRoutes } from './diagrams.ts';
import { exportRoutes } from './export.ts';
import { historyRoutes } from './history.ts';
import { insightRoutes } from './insights.ts';
import { otherRoutes } from './other.ts';
import { paymentRoutes } from './payments.ts';
import { planRoutes } from './plans.ts';
import { projectRoutes } from './projects.ts';
import { roastRoutes } from './roasts.ts';
import { shareLinkRoutes } from './share-links.ts';
import { themeRoutes } from './themes.ts';
import { uploadRoutes } from './upload.ts';

/** Every route file, one per PRODUCT.md §7 domain; a new domain adds its function here. */
export const ROUTES: ReadonlyArray<(app: FastifyInstance, ctx: AppContext) => void> = [accountRoutes, devRoutes, collabRoutes, exportRoutes, aiRoutes, aiChatRoutes, aiImageRoutes, aiMediaRoutes, aiSearchRoutes, aiSettingsRoutes, projectRoutes, historyRoutes, shareLinkRoutes, roastRoutes, themeRoutes, diagramRoutes, uploadRoutes, planRoutes, paymentRoutes, insightRoutes, otherRoutes];
