import type { FastifyInstance } from 'fastify';

/** Media types whose request body reaches the handler as the raw stream (files far larger than memory). */
export const STREAM_MEDIA = ['application/gzip', 'text/csv', 'application/octet-stream'];

/** Hands those bodies over unread: the handler consumes `req.body` as a stream (ADR 0041). */
export function acceptStreamBodies(app: FastifyInstance): void {
  app.addContentTypeParser(STREAM_MEDIA, (_req, payload, done) => done(null, payload));
}
