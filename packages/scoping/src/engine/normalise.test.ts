import { describe, expect, it } from 'vitest';
import { splitClauses } from './clauses';
import { foldText, normaliseForSearch } from './normalise';
import { tokenise } from './tokenise';

describe('normalisation', () => {
  it('folds case, unicode dashes, quotes and spaces one character for one', () => {
    const typed = 'Move “Sales” – 45 Users’\u00A0files';
    expect(foldText(typed)).toBe('move "sales" - 45 users\' files');
    expect(foldText(typed)).toHaveLength(typed.length);
  });

  it('rewrites "w/", "&" and British spellings for search', () => {
    expect(normaliseForSearch('Intune w/ Autopilot & organisation-wide virtualisation, licences, centre')).toBe(
      'intune with autopilot  and  organization-wide virtualization, licenses, center',
    );
  });

  it('drops what only says how the client feels or when, and reads people as people', () => {
    expect(tokenise('Dr Patel, esp the shop floor guys. no idea since last month, it drives us nuts')).toEqual([
      'doctor',
      'patel',
      'shop',
      'floor',
      'guy',
      'sinc',
    ]);
    expect(tokenise('a property management co')).toContain('company');
    expect(tokenise('co-managed IT')).toContain('co');
    expect(tokenise('our drivers')).toEqual(['driver']);
    expect(tokenise('the S drive')).not.toContain('driver');
    expect(tokenise('a DR plan for the servers')).toContain('dr');
  });

  it.each([
    ['M365', 'O365', 'Office 365', 'Microsoft 365'],
    ['GWS', 'G Suite', 'Google Workspace', 'GSuite'],
    ['AD', 'Active Directory', 'active directory', 'AD'],
    ['DC', 'domain controller', 'Domain Controllers', 'DCs'],
    ['EDR', 'endpoint detection and response', 'XDR', 'EDR'],
    ['MDM', 'mobile device management', 'MDM', 'UEM'],
    ['AVD', 'Azure Virtual Desktop', 'WVD', 'avd'],
    ['FW', 'firewall', 'Firewalls', 'NGFW'],
    ['AP', 'access points', 'WAPs', 'APs'],
    ['S1', 'SentinelOne', 'Sentinel One', 's1'],
    ['Wi-Fi', 'wifi', 'WiFi', 'wireless'],
  ])('treats %s, %s, %s and %s as one word', (...spellings) => {
    const tokens = spellings.map((spelling) => tokenise(spelling));
    expect(new Set(tokens.map((token) => token.join(' '))).size).toBe(1);
    expect(tokens[0]).toHaveLength(1);
  });

  it('stems so that forms of a word meet', () => {
    expect(tokenise('migrating migration migrate')).toEqual(['migrat', 'migrat', 'migrat']);
    expect(tokenise('policies policy')).toEqual(['policy', 'policy']);
    expect(tokenise('enrolment enrolling enrolled')).toEqual(['enroll', 'enroll', 'enroll']);
  });
});

describe('splitClauses', () => {
  const texts = (description: string, keep: string[] = []) =>
    splitClauses(description, keep).map((clause) => clause.text);

  it('splits at sentences, commas, semicolons and joining words', () => {
    expect(texts('Migrate GWS to M365 and set up Intune; then add backup. Also, printers')).toEqual([
      'Migrate GWS to M365',
      'set up Intune',
      'add backup',
      'printers',
    ]);
  });

  it('keeps phrases with "and" whole, and ranges', () => {
    expect(texts('Backup and disaster recovery for between 40 and 50 users', ['backup and disaster recovery'])).toEqual(
      ['Backup and disaster recovery for between 40 and 50 users'],
    );
  });

  it('keeps offsets into the text as typed', () => {
    const [, second] = splitClauses('Firewall, and Wi-Fi');
    expect(second).toEqual({ text: 'Wi-Fi', start: 14, end: 19 });
  });
});
