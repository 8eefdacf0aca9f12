import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** DEMO_PASSWORD, else one generated on first start and kept in DATA_DIR/demo-password (mode 600). */
export function resolveDemoPassword(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'demo-password');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 8) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  // Letters and digits guaranteed, so it passes the sign-up rules too.
  const password = `Demo-${randomBytes(9).toString('base64url')}-7a`;
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return password;
}
