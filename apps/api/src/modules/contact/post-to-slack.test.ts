import { describe, expect, it, vi } from 'vitest';
import { memoryLogger } from '../../testing/create-test-app';
import { createSlackNotifier, slackPayload } from './post-to-slack';

const notice = {
  name: 'Eve <!channel>',
  email: 'eve@msp.test',
  company: 'A & B',
  message: 'Hello <https://evil.example|click>',
};

describe('send-contact-to-slack', () => {
  it('posts the message as text: Slack control characters escaped', () => {
    expect(slackPayload(notice).text).toBe(
      '*New contact message* from Eve &lt;!channel&gt; (eve@msp.test), A &amp; B\nHello &lt;https://evil.example|click&gt;',
    );
  });

  it('posts JSON to the webhook and only logs a failure', async () => {
    const log = memoryLogger();
    const fetchImpl = vi.fn(async () => new Response('no', { status: 500 }));
    await createSlackNotifier('https://hooks.slack.test/x', log.logger, fetchImpl as unknown as typeof fetch)(notice);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://hooks.slack.test/x');
    expect(JSON.parse(String(init.body))).toEqual(slackPayload(notice));
    expect(log.text()).toContain('Slack webhook refused');

    const failing = vi.fn(async () => {
      throw new Error('ECONNREFUSED');
    });
    await expect(
      createSlackNotifier('https://hooks.slack.test/x', log.logger, failing as unknown as typeof fetch)(notice),
    ).resolves.toBeUndefined();
    expect(log.text()).toContain('Slack webhook failed');
  });
});
