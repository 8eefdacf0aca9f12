import { describe, expect, it } from 'vitest';
import { INTEGRATIONS_COPY as COPY } from './integration-copy';
import { credentialsInput, INTEGRATION_LIMITS } from './integration-credentials';
import { readMapping, SaveMappingInput } from './integration-mapping';
import { parseConnectionSettings, updateConnectionSettingsInput } from './integration-settings';

const cw = { site: 'api-na.myconnectwise.net', companyId: 'acme', publicKey: 'pub', privateKey: 'priv', clientId: 'c' };
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('credentials', () => {
  it('trims every field and takes a host name or an https address as the ConnectWise site', () => {
    const parse = (site: string) => credentialsInput('connectwise').safeParse({ ...cw, site, companyId: ' acme ' });
    expect(parse('api-na.myconnectwise.net').data).toEqual({ ...cw, companyId: 'acme' });
    expect(parse(' https://cw.example.com ').success).toBe(true);
    for (const site of ['http://cw.example.com', 'cw', 'ftp://cw.example.com', 'https://user:pw@cw.example.com']) {
      expect(messages(parse(site)), site).toEqual([COPY.connectWiseSite]);
    }
  });

  it('takes http:// only for a host:port on the server allow-list', () => {
    const rules = { httpHosts: ['127.0.0.1:4010'] };
    const parse = (site: string) => credentialsInput('connectwise', rules).safeParse({ ...cw, site });
    expect(parse('http://127.0.0.1:4010').success).toBe(true);
    expect(parse('http://127.0.0.1:4011').success).toBe(false);
  });

  it('names each missing field', () => {
    expect(
      messages(credentialsInput('autotask').safeParse({ username: ' ', secret: '', integrationCode: 'x' })),
    ).toEqual([COPY.required('API user name'), COPY.required('secret')]);
  });

  it('caps lengths and refuses unknown fields', () => {
    const long = 'x'.repeat(INTEGRATION_LIMITS.key + 1);
    expect(messages(credentialsInput('connectwise').safeParse({ ...cw, privateKey: long }))).toEqual([
      COPY.tooLong('private key', INTEGRATION_LIMITS.key),
    ]);
    const extra = credentialsInput('connectwise').safeParse({ ...cw, password: 'x' });
    expect(extra.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('takes a HaloPSA https address, and an empty tenant as none', () => {
    const halo = { instanceUrl: 'https://acme.halopsa.com', clientId: 'id', clientSecret: 's' };
    expect(credentialsInput('halopsa').safeParse({ ...halo, tenant: ' ' }).data).toEqual({ ...halo, tenant: null });
    expect(messages(credentialsInput('halopsa').safeParse({ ...halo, instanceUrl: 'acme.halopsa.com' }))).toEqual([
      COPY.haloInstanceUrl,
    ]);
  });
});

describe('settings', () => {
  it('reads an empty or damaged stored value with the defaults', () => {
    const defaults = { pushOnAcceptance: false, pullSchedule: 'off', options: {} };
    expect(parseConnectionSettings({})).toEqual(defaults);
    expect(parseConnectionSettings({ pushOnAcceptance: 'yes', pullSchedule: 'hourly', options: 3 })).toEqual(defaults);
  });

  it("refuses an option the PSA's client does not take", () => {
    const parse = (options: Record<string, string>) =>
      updateConnectionSettingsInput('autotask').safeParse({ lockVersion: 1, settings: { options } });
    expect(parse({ ownerResourceId: '29682885' }).success).toBe(true);
    expect(messages(parse({ projectBoardId: '5' }))).toEqual([COPY.unknownOption('projectBoardId')]);
  });
});

describe('mapping', () => {
  it('defaults missing parts and refuses unknown ones', () => {
    expect(SaveMappingInput.parse({ lockVersion: 2, mapping: { roles: { a: '1' } } }).mapping).toEqual({
      roles: { a: '1' },
      workTypes: {},
      phases: {},
      products: {},
      recurring: {},
      stages: {},
    });
    expect(SaveMappingInput.safeParse({ lockVersion: 2, mapping: { boards: {} } }).success).toBe(false);
  });

  it('reads a stored mapping leniently', () => {
    expect(readMapping({ roles: { a: '1', b: 2 }, stages: 'x' })).toEqual({
      roles: { a: '1' },
      workTypes: {},
      phases: {},
      products: {},
      recurring: {},
      stages: {},
    });
  });
});
