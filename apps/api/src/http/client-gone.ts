import type { FastifyReply } from 'fastify';

/**
 * A signal that aborts when the client goes away before its answer was sent: a long parse stops
 * there instead of working on for no one (a body already read whole, a gzip inflating from a
 * few buffered bytes, would otherwise go on to its end).
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const res = reply.raw;
  const gone = () => {
    if (!res.writableEnded) controller.abort(new Error('the client closed the connection'));
  };
  // Already gone (while its upload was being read): 'close' was emitted before anyone listened.
  if (res.destroyed) gone();
  else res.once('close', gone);
  return controller.signal;
}
