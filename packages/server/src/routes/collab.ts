import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import type { Rooms } from '../domains/collab/rooms.ts';
import type { Peer } from '../domains/collab/room.ts';
import { AppError } from '../errors/app-error.ts';
import { parseInput } from '../http/parse-input.ts';

/** Larger messages are refused: no slide edit comes near it, and it bounds what one socket can make the server hold. */
const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

const Query = z.strictObject({ id: z.coerce.number().int().positive(), token: z.string().min(1).max(4096) });

/**
 * The collaboration socket of the editor: the Yjs sync protocol for a project's document
 * (`/api2/v1/project/collab?id=…&token=…`; browsers cannot set headers on a WebSocket, so the
 * bearer token comes in the query). Only the project's owner may connect; anyone else gets
 * the same 404 as for a project that does not exist.
 */
export function collabRoutes(app: FastifyInstance, ctx: AppContext): void {
  const rooms = ctx.collab;
  /** Who each accepted upgrade signed in as, for the version history's author of their session. */
  const editors = new WeakMap<object, number>();
  app.addHook('onClose', () => rooms.closeAll());
  app.register(async (scoped) => {
    await scoped.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
    scoped.get('/api2/v1/project/collab', {
      websocket: true,
      preValidation: async (request) => {
        const { id, token } = parseInput(Query, request.query ?? {});
        const user = await ctx.tokens.authenticate(`Bearer ${token}`);
        const [project] = await ctx.db.query<{ owner_id: number }>(`select owner_id from projects where id = $1`, [id]);
        if (!project || project.owner_id !== user.id) throw new AppError('NOT_FOUND');
        editors.set(request, user.id);
      },
    }, async (socket, request) => {
      const { id } = parseInput(Query, request.query ?? {});
      const peer: Peer = {
        userId: editors.get(request),
        send: (message) => {
          if (socket.readyState === socket.OPEN) socket.send(message);
        },
        close: (code, reason) => socket.close(code, reason),
      };
      // Messages that arrive while the document loads wait for it, in order.
      const early: Uint8Array[] = [];
      let room: Awaited<ReturnType<Rooms['join']>> | undefined;
      socket.on('message', (data: Buffer) => {
        const message = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
        if (!room) early.push(message);
        else receive(message);
      });
      const receive = (message: Uint8Array) => {
        try {
          room!.receive(peer, message);
        } catch {
          socket.close(1007, 'malformed message');
        }
      };
      socket.on('close', () => {
        if (room) void rooms.leave(room, peer);
      });
      try {
        room = await rooms.join(id, peer);
      } catch (error) {
        app.log.error(error);
        socket.close(1011, 'could not open the project');
        return;
      }
      if (socket.readyState !== socket.OPEN) return void rooms.leave(room, peer);
      for (const message of early.splice(0)) receive(message);
    });
  });
}
