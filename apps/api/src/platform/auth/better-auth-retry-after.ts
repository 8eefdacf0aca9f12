/**
 * Better Auth's own limiter answers 429 with a non-standard `X-Retry-After` only: add the standard `Retry-After`
 * (RFC 9110) with the same seconds, so every 429 of the API says when to try again.
 */
export async function withRetryAfter(pending: Response | Promise<Response>): Promise<Response> {
  const response = await pending;
  const seconds = response.status === 429 ? response.headers.get('X-Retry-After') : null;
  if (!seconds || response.headers.has('Retry-After')) return response;
  const copy = new Response(response.body, response);
  copy.headers.set('Retry-After', seconds);
  return copy;
}
