import { z } from 'zod';

// With the `u` flag a surrogate pair is one code point, so only a lone surrogate matches \p{Surrogate}.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSAFE_CHARACTER = /[\u0000\p{Surrogate}]/u;

export const UNSAFE_TEXT_MESSAGE = 'Text cannot contain NUL characters or unpaired surrogates.';

/** PostgreSQL stores neither NUL in text nor a lone surrogate in jsonb: such input is refused, never sent to it. */
export const isSafeText = (value: string): boolean => !UNSAFE_CHARACTER.test(value);

/** A string that PostgreSQL can store as text and as jsonb. */
export const SafeText = z.string().refine(isSafeText, { error: UNSAFE_TEXT_MESSAGE });
