/** A PostgreSQL unique violation (23505), optionally of one named constraint; drizzle puts pg's error in `cause`. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const pg = current as Error & { code?: string; constraint?: string };
    if (pg.code === '23505') return constraint === undefined || pg.constraint === constraint;
  }
  return false;
}
