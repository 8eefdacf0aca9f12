import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { ProfileEvents } from '../../platform/realtime/profile-events';

export const HEARTBEAT_MS = 25_000;
/** EventSource waits this long before reconnecting after the stream drops. */
export const RECONNECT_MS = 3_000;
const READY_WAIT_MS = 5_000;

/**
 * GET /api/me/events: an SSE stream of the caller's profile changes until the client goes away or the process
 * shuts down. `ready` confirms the subscription; comments keep proxies from closing an idle stream.
 */
export function profileEventStream(c: Context<AppEnv>, events: ProfileEvents, userId: string): Response {
  if (!(c.req.header('Accept') ?? '').includes('text/event-stream')) {
    throw new AppError('BAD_REQUEST', 'This endpoint streams server-sent events: send Accept: text/event-stream.');
  }
  const response = streamSSE(c, async (stream) => {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    stream.onAbort(() => finish());
    const unsubscribe = events.subscribe(userId, {
      send: (event) => void stream.writeSSE({ event: 'profile', data: event }),
      end: () => finish(),
    });
    const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
    try {
      // `ready` means changes from now on arrive: wait for LISTEN (opened on the first subscriber), briefly.
      let giveUp: NodeJS.Timeout | undefined;
      await Promise.race([
        events.ready(),
        finished,
        new Promise((resolve) => (giveUp = setTimeout(resolve, READY_WAIT_MS))),
      ]);
      clearTimeout(giveUp);
      await stream.writeSSE({ event: 'ready', data: 'subscribed', retry: RECONNECT_MS });
      await finished;
    } finally {
      clearInterval(heartbeat);
      unsubscribe();
    }
  });
  // After streamSSE, which sets its own Cache-Control: these go out with the response (no proxy buffering).
  c.header('Cache-Control', 'no-cache, no-transform');
  c.header('X-Accel-Buffering', 'no');
  return response;
}
