import { describe, expect, it } from 'vitest';
import { BENCHMARK_CATALOG } from '../benchmark/bench-catalog';
import { findComplexity } from './complexity';
import { suggestScope } from './suggest-scope';
import { isOneEditApart } from './typos';

const catalog = BENCHMARK_CATALOG;
const scope = (description: string) => suggestScope({ description, roles: [], catalog });
const lines = (description: string) => scope(description).sections.flatMap((section) => section.lines);

describe('client language (the second pass of the built-in engine)', () => {
  it('reads a misspelt product name as the product, one edit away and only when one name fits', () => {
    expect(isOneEditApart('sharepiont', 'sharepoint')).toBe(true);
    expect(isOneEditApart('outlok', 'outlook')).toBe(true);
    expect(isOneEditApart('intnue', 'intune')).toBe(true);
    expect(isOneEditApart('lunch', 'launch')).toBe(true);
    expect(isOneEditApart('office', 'offices')).toBe(true);
    expect(isOneEditApart('forti', 'fortigate')).toBe(false);
    const typed = scope('move everyone to sharepiont and get rid of the old file server, about 25 ppl');
    const spelt = scope('move everyone to SharePoint and get rid of the old file server, about 25 people');
    expect(typed.serviceIds).toEqual(spelt.serviceIds);
    expect(typed.quantities).toEqual([{ value: 25, unit: 'users', text: '25 ppl' }]);
  });

  it('reads old or failing kit as a request to replace it, only where the same clause says so', () => {
    expect(scope('our firewall is from 2014 and honestly no one knows the password').serviceIds).toContain(
      'firewall-deployment',
    );
    expect(scope('the sales laptops are 6 years old and the batteries are dead, 14 of them').serviceIds).toContain(
      'endpoint-refresh-deployment',
    );
    expect(scope('the copier on the 2nd floor is on its last legs').serviceIds).toEqual(['printer-mfp-deployment']);
    // Old kit being replaced is no reason to keep it: the replacement's hardware is proposed.
    const refresh = scope('our laptops are 6 years old and dying. 14 laptops');
    expect(refresh.items.map((item) => [item.sku, item.quantity])).toContainEqual(['LAT-5450', 14]);
    // The age belongs to the software, not to the server.
    expect(scope('we have a server in the back, and some old software nobody wants to touch').serviceIds).not.toContain(
      'windows-server-upgrade',
    );
  });

  it('never reads an ordinary word as a product whose first letter differs ("miles" is not "files")', () => {
    const result = scope('we are opening a 2nd office about 40 miles away');
    expect(result.serviceIds).toEqual(['new-branch-office-setup']);
  });

  it('finds a service from two telling words of its name side by side ("security training")', () => {
    expect(scope('new people should get basic security training in their first week').serviceIds).toContain(
      'security-awareness-training',
    );
    // "Microsoft 365 Business" names no particular service ("… Business Voice" is Teams Phone).
    expect(scope('Microsoft 365 Business Premium for 20 users').serviceIds).not.toContain('teams-phone-deployment');
  });

  it('says which service each task line belongs to', () => {
    const found = lines('security awareness training for 25 staff').filter((line) => line.serviceId);
    expect(found.length).toBeGreaterThan(2);
    for (const line of found)
      expect(line.description).toMatch(/^Security awareness training and phishing simulation: /);
  });

  it('brings no subscription the client says it already has, but still the hardware it replaces', () => {
    const owned = scope(
      'staff read work email on personal phones and we want it locked down. we have business premium, 50 users',
    );
    expect(owned.items.map((item) => item.sku)).not.toContain('CFQ7TTC0LCHC');
    const unowned = scope('staff read work email on personal phones and we want it locked down, 50 users');
    expect(unowned.items.map((item) => item.sku)).toContain('CFQ7TTC0LCHC');
  });

  it('finds the service behind a complaint spread over a sentence', () => {
    const result = scope('the wifi in the warehouse keeps droping and the scanners lose connection');
    expect(result.serviceIds.length).toBeGreaterThan(0);
    expect(
      lines('the wifi in the warehouse keeps droping').some((line) => /wi-?fi|wireless|access point/i.test(line.name)),
    ).toBe(true);
  });

  it('reads a request told only through its circumstances as the work it asks for', () => {
    const result = scope(
      'people keep visiting dodgy websites and downloading junk all day. is there a way to block it',
    );
    expect(result.serviceIds).toEqual(['dns-web-filtering']);
    expect(scope('our accounting server is ancient and everyone complains its slow').serviceIds).toEqual([
      'lob-application-server-replacement',
    ]);
  });

  it('invents no work for text that is not IT work', () => {
    for (const text of [
      'lunch order for friday please',
      'thanks for the great service last week!',
      'can we move our meeting to thursday at 3?',
    ]) {
      const result = scope(text);
      expect(result.sections, text).toEqual([]);
      expect(result.items, text).toEqual([]);
    }
  });

  it('prices the complexity a description states, and names it in the rationale', () => {
    expect(findComplexity('nothing is documented and the guy who set it up left').map((f) => f.id)).toEqual([
      'undocumented',
    ]);
    expect(findComplexity('cut over on a weekend, our server 2012 box is end of life').map((f) => f.id)).toEqual([
      'out-of-hours',
      'end-of-life',
    ]);
    const plain = scope('Deploy SentinelOne EDR to 75 endpoints');
    const harder = scope('Deploy SentinelOne EDR to 75 endpoints, nothing is documented');
    expect(harder.totalHours).toBeGreaterThan(plain.totalHours);
    const rationale = harder.sections.flatMap((s) => s.lines).find((line) => line.serviceId)?.rationale ?? '';
    expect(rationale).toContain('× 1.15 for an undocumented, inherited environment');
  });

  it('asks the client for each count it had to assume, once per unit', () => {
    expect(scope('Deploy SentinelOne EDR and remove the old antivirus').questions).toEqual([
      expect.stringMatching(/^How many devices are in scope\? We assumed \d+ devices\.$/),
    ]);
    expect(scope('Deploy SentinelOne EDR to 75 endpoints').questions).toEqual([]);
  });
});

describe('catalog lines the chosen services bring', () => {
  it('counts them by the scope: 45 users → 45 licences, from the workspace’s own item, naming the service', () => {
    const result = scope('Migrate 45 users from Google Workspace to Microsoft 365');
    const licence = result.items.find((item) => item.sku === 'CFQ7TTC0LCHC');
    expect(licence).toMatchObject({ quantity: 45, matchedText: '', serviceId: 'gws-to-m365-migration' });
    expect(licence?.rationale).toContain('45 users × Microsoft 365 Business Premium (catalog SKU CFQ7TTC0LCHC)');
  });

  it('leaves a cue to the item the client named, and buys no hardware for work on what is there', () => {
    const named = scope('Migrate 45 users from Google Workspace to Microsoft 365 Business Standard');
    expect(named.items.map((item) => item.sku)).toContain('CFQ7TTC0LDPB');
    expect(named.items.map((item) => item.sku)).not.toContain('CFQ7TTC0LCHC');
    const existing = scope('Configure the existing firewall rules and the site-to-site VPN between our two offices');
    expect(existing.items.filter((item) => item.kind === 'product')).toEqual([]);
  });

  it('sells no subscription the client is on or leaving, and a Google plan answers no Microsoft licence', () => {
    const leaving = scope('Migrate our 20 users from Google Workspace Business Standard to Microsoft 365');
    expect(leaving.serviceIds).toContain('gws-to-m365-migration');
    expect(leaving.items.map((item) => [item.sku, item.quantity])).toContainEqual(['CFQ7TTC0LCHC', 20]);
    expect(leaving.items.map((item) => item.sku)).not.toContain('GWS-BS');
    const toGoogle = scope('Move our 12 users from Exchange to Google Workspace Business Standard');
    expect(toGoogle.items.map((item) => item.sku)).toContain('GWS-BS');
  });

  it('reads no product from a passing word: "our IT policy", "we switched providers", "3 times this month"', () => {
    const skus = (description: string) => scope(description).items.map((item) => item.sku);
    expect(skus('our IT policy says every laptop must be encrypted, 20 laptops')).not.toContain('MS-USER-PLAN');
    expect(skus('we switched phone providers and the old one will not port our number')).not.toContain('JL684A');
    expect(skus('the internet went down 3 times this month, is there a backup option')).not.toContain('MS-BACKUP-TB');
    expect(skus('we have 10 desktops that are fine hardware wise, they only need Intune')).not.toContain('OPT-7020');
  });

  it('reads what the client already has as background, unless the same clause asks for a change', () => {
    const background = scope('we have our on prem domain synced to 365. can people reset their own passwords?');
    expect(background.serviceIds).toEqual(['self-service-password-reset']);
    expect(scope('we have an old exchange server that keeps failing, 30 mailboxes').serviceIds).toContain(
      'exchange-to-m365-migration',
    );
  });

  it('drops a service the story only mentions in passing, far below the request', () => {
    const ids = scope(
      'the helpdesk (me) gets 20 calls a week about passwords. can people reset their own passwords?',
    ).serviceIds;
    expect(ids).toContain('self-service-password-reset');
    expect(ids).not.toContain('psa-help-desk-setup');
    // A short request names each service it wants, however briefly: nothing is dropped.
    expect(scope('Deploy 25 new laptops with Windows Autopilot and Intune').serviceIds).toContain(
      'intune-device-enrolment',
    );
  });

  it('answers a remote access scam, a lost cloud account and a new static IP with their own work', () => {
    expect(
      scope('a popup said the computer was infected and gave a phone number, she let them remote in').serviceIds,
    ).toContain('remote-access-scam-response');
    expect(scope('the developer who built our app left and he has the aws root login').serviceIds).toContain(
      'cloud-account-recovery-review',
    );
    const isp = lines('we are switching internet providers and getting a new static ip next month');
    expect(isp.map((line) => line.name)).toContain('Move everything that points at the old public IP address');
  });

  it('reads "Dr Patel" as a person, and "DR plan" as disaster recovery', () => {
    expect(scope('move dr patel and the 6 nurses to the new practice management laptops').serviceIds).not.toContain(
      'disaster-recovery-plan-and-test',
    );
    expect(scope('we need a DR plan for our 3 servers').serviceIds).toContain('disaster-recovery-plan-and-test');
  });

  it('reads "it drives us nuts" as a feeling, and a fix already made as no reason for a second service', () => {
    const result = scope(
      'sage keeps saying another user has the file open, only one person can work in it. drives us nuts',
    );
    expect(result.serviceIds).toEqual(['accounting-software-multi-user-fix']);
  });

  it('upgrades retail computers from Windows Home to Pro with a licence each, and moves their profiles', () => {
    const result = scope('the 8 laptops we bought came with windows home and they cannot join our domain');
    expect(result.serviceIds).toContain('windows-pro-edition-upgrade');
    expect(result.items.map((item) => [item.sku, item.quantity])).toContainEqual(['W11-PRO-UPG', 8]);
  });

  it('sets up a new business from nothing: Microsoft 365, a laptop each and a small firewall', () => {
    const result = scope('opening a practice next month, me plus 4 staff, we need email, laptops, wifi, a printer');
    expect(result.serviceIds).toContain('new-business-it-setup');
    const items = result.items.map((item) => [item.sku, item.quantity]);
    expect(items).toContainEqual(['CFQ7TTC0LCHC', 5]);
    expect(items).toContainEqual(['LAT-5450', 5]);
    expect(items).toContainEqual(['FG-40F', 1]);
  });

  it('counts servers into per-endpoint licences, and brings the onboarding package to a provider change', () => {
    const edr = scope('our antivirus expires next month, what should we move to? 28 computers and 2 servers');
    expect(edr.items.find((item) => item.sku === 'S1-COMPLETE')).toMatchObject({ quantity: 30 });
    expect(edr.items.find((item) => item.sku === 'S1-COMPLETE')?.rationale).toContain('28 devices + 2 servers');
    const transition = scope("we're leaving our current IT provider. 30 users and 2 servers, how does switching work");
    expect(transition.items.map((item) => [item.sku, item.quantity])).toContainEqual(['PKG-ONBOARD', 1]);
  });

  it('proposes nothing from a workspace that sells nothing', () => {
    expect(
      suggestScope({ description: 'Migrate 45 users from Google Workspace to Microsoft 365', roles: [] }).items,
    ).toEqual([]);
  });
});
