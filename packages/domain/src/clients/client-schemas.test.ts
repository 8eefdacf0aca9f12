import { describe, expect, it } from 'vitest';
import { CLIENT_COPY } from './client-copy';
import { ClientListQuery, CreateClientInput, SiteInput, UpdateClientInput, UpdateContactInput } from './client-schemas';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => ({ path: i.path.join('.'), message: i.message }));

describe('CreateClientInput', () => {
  it('accepts a name alone and fills the defaults', () => {
    expect(CreateClientInput.parse({ name: '  Northwind Traders ' })).toEqual({
      name: 'Northwind Traders',
      type: 'customer',
    });
  });

  it('turns blank optional fields into null so a form can clear them', () => {
    const parsed = CreateClientInput.parse({ name: 'Acme', industry: '  ', email: '', website: '' });
    expect(parsed).toMatchObject({ industry: null, email: null, website: null });
  });

  it('takes an inline first contact (the quote wizard creates both at once)', () => {
    const parsed = CreateClientInput.parse({ name: 'Acme', contact: { firstName: 'Ada', email: 'ada@acme.com' } });
    expect(parsed.contact).toEqual({ firstName: 'Ada', lastName: '', email: 'ada@acme.com', isSigner: false });
  });

  it.each([
    ['missing name', { name: ' ' }, 'name', CLIENT_COPY.nameRequired],
    ['bad email', { name: 'A', email: 'not-an-email' }, 'email', CLIENT_COPY.emailInvalid],
    ['bad website', { name: 'A', website: 'has spaces.com now' }, 'website', CLIENT_COPY.websiteInvalid],
    ['letters in phone', { name: 'A', phone: 'call me' }, 'phone', CLIENT_COPY.phoneInvalid],
    ['unsupported currency', { name: 'A', currency: 'JPY' }, 'currency', CLIENT_COPY.currencyInvalid],
    ['unknown type', { name: 'A', type: 'vendor' }, 'type', CLIENT_COPY.typeInvalid],
    ['long name', { name: 'x'.repeat(201) }, 'name', CLIENT_COPY.tooLong(200)],
    [
      'contact without first name',
      { name: 'A', contact: { firstName: '' } },
      'contact.firstName',
      CLIENT_COPY.firstNameRequired,
    ],
  ])('rejects %s with a precise message', (_case, input, path, message) => {
    expect(issues(CreateClientInput.safeParse(input))).toContainEqual({ path, message });
  });

  it('refuses fields a client cannot set (mass assignment)', () => {
    const result = CreateClientInput.safeParse({ name: 'A', tenantId: 'x', archivedAt: '2020-01-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it.each(['acme.com', 'https://www.acme.co.uk/about', 'http://acme.io'])('accepts the website %s', (website) => {
    expect(CreateClientInput.safeParse({ name: 'A', website }).success).toBe(true);
  });
});

describe('updates', () => {
  it('change any subset, and an empty update is allowed', () => {
    expect(UpdateClientInput.parse({})).toEqual({});
    expect(UpdateClientInput.parse({ type: 'prospect' })).toEqual({ type: 'prospect' });
    expect(UpdateContactInput.parse({ isPrimary: true })).toEqual({ isPrimary: true });
  });

  it('keep the rules of create', () => {
    expect(issues(UpdateClientInput.safeParse({ name: '' }))).toContainEqual({
      path: 'name',
      message: CLIENT_COPY.nameRequired,
    });
    expect(issues(SiteInput.safeParse({ name: '' }))).toContainEqual({
      path: 'name',
      message: CLIENT_COPY.siteNameRequired,
    });
  });
});

describe('ClientListQuery', () => {
  it('defaults to active clients by name, 25 a page', () => {
    expect(ClientListQuery.parse({})).toEqual({ archived: 'exclude', sort: 'name', limit: 25 });
  });

  it('reads query-string numbers and rejects unknown sorts and limits over 100', () => {
    expect(ClientListQuery.parse({ limit: '50' }).limit).toBe(50);
    expect(ClientListQuery.safeParse({ sort: 'revenue' }).success).toBe(false);
    expect(ClientListQuery.safeParse({ limit: '101' }).success).toBe(false);
  });
});
