/**
 * A client that hangs up while its request body arrives (the customer logs out, goes offline, closes the tab; a
 * claims system that times out) is the client's doing, not a server error, on every route: one info line, and the
 * request logged as CLIENT_CLOSED_REQUEST (499, which nobody receives), never a 500 or an `[error]` line.
 *
 * Done once for the whole app (app.ts): every request body is read through a watch that turns the connection's end
 * into ClientAborted, whoever reads it (body.ts, the streamed upload, Hono's parseBody on the login form). A route
 * that swallows the read's error and answers on (the login form answers 400) is answered 499 all the same.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { UnofficialStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './appEnv';
import { CLIENT_CLOSED_REQUEST, ClientAborted } from './httpError';
import { clientAbortLine } from './requestLog';

/**
 * The ways a body read ends when the connection closes first. Node's http server errors the request stream with
 * `Error: aborted` (code ECONNRESET, from abortIncoming); @hono/node-server aborts the request's signal when the
 * connection closes before the answer is written, and a read begun after the close may just end early. A body
 * shorter than its Content-Length can only be one the client stopped sending (HTTP/1.1 ends a body there only).
 */
function connectionLost(c: Context<AppEnv>, err?: unknown): boolean {
  if (c.req.raw.signal.aborted) return true;
  return err instanceof Error && err.message === 'aborted' && (err as { code?: unknown }).code === 'ECONNRESET';
}

/** The request's body, read through a watch that notes and reports a cut-off body as ClientAborted. */
function watchedBody(c: Context<AppEnv>, source: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const declared = Number(c.req.header('content-length'));
  const reader = source.getReader();
  let received = 0;
  const cutOff = () => {
    c.set('clientAborted', true);
    return new ClientAborted();
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (err) {
        controller.error(connectionLost(c, err) ? cutOff() : err);
        return;
      }
      if (!chunk.done) {
        received += chunk.value.byteLength;
        controller.enqueue(chunk.value);
      } else if (Number.isFinite(declared) && received < declared) {
        controller.error(cutOff());
      } else {
        controller.close();
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/** True for a request whose body the client cut off: the error handler answers it without an `[error]` line. */
export const isClientAbort = (c: Context<AppEnv>, err: unknown): boolean => err instanceof ClientAborted || c.get('clientAborted') === true;

/** The first middleware of the app: watches the body, and logs and answers a cut-off request as the client's. */
export function clientAborts(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? null : c.req.raw.body;
    if (body) c.req.raw = new Request(c.req.raw, { body: watchedBody(c, body), duplex: 'half' } as RequestInit);
    await next();
    if (c.get('clientAborted') !== true) return;
    console.info(clientAbortLine(c));
    if (c.res.status !== CLIENT_CLOSED_REQUEST) c.res = new Response(null, { status: CLIENT_CLOSED_REQUEST as UnofficialStatusCode });
  };
}
