import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'sw-email-events-env-')) });
const sendgridKey = () =>
  generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    .publicKey.export({ format: 'der', type: 'spki' })
    .toString('base64');

describe('email provider event settings', () => {
  it('none by default: every provider webhook answers 404', () => {
    expect(loadEnv(base()).emailEvents).toEqual({ postmark: null, sesTopicArns: [], sendgridPublicKey: null });
  });

  it('reads Postmark credentials, SNS topics and the SendGrid verification key', () => {
    const key = sendgridKey();
    const config = loadEnv({
      ...base(),
      POSTMARK_WEBHOOK_USER: 'postmark',
      POSTMARK_WEBHOOK_PASSWORD: 'a-long-enough-password',
      SES_SNS_TOPIC_ARNS: 'arn:aws:sns:eu-west-1:123456789012:ses-events, arn:aws:sns:us-east-1:123456789012:other',
      SENDGRID_WEBHOOK_PUBLIC_KEY: key,
    });
    expect(config.emailEvents).toEqual({
      postmark: { user: 'postmark', password: 'a-long-enough-password' },
      sesTopicArns: ['arn:aws:sns:eu-west-1:123456789012:ses-events', 'arn:aws:sns:us-east-1:123456789012:other'],
      sendgridPublicKey: key,
    });
  });

  it('says what is wrong, never echoing the password', () => {
    expect(() => loadEnv({ ...base(), POSTMARK_WEBHOOK_USER: 'postmark' })).toThrow(
      'Invalid environment: POSTMARK_WEBHOOK_USER and POSTMARK_WEBHOOK_PASSWORD go together',
    );
    expect(() =>
      loadEnv({ ...base(), POSTMARK_WEBHOOK_USER: 'postmark', POSTMARK_WEBHOOK_PASSWORD: 'short secret' }),
    ).toThrow(
      'Invalid environment: POSTMARK_WEBHOOK_PASSWORD must be 16 to 200 printable ASCII characters without spaces (got 12 characters)',
    );
    expect(() =>
      loadEnv({ ...base(), POSTMARK_WEBHOOK_USER: 'a:b', POSTMARK_WEBHOOK_PASSWORD: 'x'.repeat(20) }),
    ).toThrow('POSTMARK_WEBHOOK_USER must be printable ASCII without spaces or ":"');
    expect(() => loadEnv({ ...base(), SES_SNS_TOPIC_ARNS: 'my-topic' })).toThrow(
      'SES_SNS_TOPIC_ARNS must be a comma-separated list of SNS topic ARNs',
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .publicKey.export({ format: 'der', type: 'spki' })
      .toString('base64');
    for (const value of ['not a key', rsa]) {
      expect(() => loadEnv({ ...base(), SENDGRID_WEBHOOK_PUBLIC_KEY: value })).toThrow(
        'SENDGRID_WEBHOOK_PUBLIC_KEY must be the verification key SendGrid shows (an ECDSA P-256 public key)',
      );
    }
  });
});
