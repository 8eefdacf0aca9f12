import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'sw-ai-env-')) });
const ALL = {
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: 'http://127.0.0.1:11434/v1',
  AI_API_KEY: 'sk-secret-1',
  AI_MODEL: 'llama3.1',
};

describe('AI_* settings', () => {
  it('leaves the LLM engine off by default', () => {
    expect(loadEnv(base()).ai).toBeNull();
  });

  it('turns it on with all four, with a 20 s default timeout', () => {
    expect(loadEnv({ ...base(), ...ALL }).ai).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'sk-secret-1',
      model: 'llama3.1',
      timeoutMs: 20_000,
    });
    expect(loadEnv({ ...base(), ...ALL, AI_PROVIDER: 'anthropic', AI_TIMEOUT_MS: '5000' }).ai).toMatchObject({
      provider: 'anthropic',
      timeoutMs: 5_000,
    });
  });

  it.each([
    [{ ...ALL, AI_MODEL: undefined }, 'Invalid environment: AI_PROVIDER is set, so AI_MODEL must be set too'],
    [{ ...ALL, AI_PROVIDER: 'openai' }, 'Invalid environment: AI_PROVIDER must be one of openai-compatible, anthropic'],
    [{ ...ALL, AI_BASE_URL: 'ftp://x' }, 'Invalid environment: AI_BASE_URL must be a http:// or https:// URL'],
    [{ ...ALL, AI_TIMEOUT_MS: '0' }, 'Invalid environment: AI_TIMEOUT_MS must be an integer between 100 and 120000'],
  ])('refuses a bad setting with one clear line (%#)', (env, message) => {
    expect(() => loadEnv({ ...base(), ...env })).toThrow(message);
  });

  it('names every missing variable and never echoes the API key', () => {
    expect(() => loadEnv({ ...base(), ...ALL, AI_BASE_URL: '', AI_MODEL: undefined })).toThrow(
      'so AI_BASE_URL, AI_MODEL must be set too',
    );
    for (const env of [
      { ...ALL, AI_MODEL: '' },
      { ...ALL, AI_PROVIDER: 'x' },
      { ...ALL, AI_TIMEOUT_MS: 'x' },
    ]) {
      const message = (() => {
        try {
          loadEnv({ ...base(), ...env });
          return 'no error';
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(message).toMatch(/^Invalid environment: /);
      expect(message).not.toContain('sk-secret-1');
    }
  });
});
