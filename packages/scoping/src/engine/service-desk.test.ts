import { describe, expect, it } from 'vitest';
import { SCOPE_COPY } from '@scopewright/domain';
import { isServiceDeskRequest, isSmallTalk } from './service-desk';
import { suggestScope } from './suggest-scope';

describe('service-desk requests are tickets, not projects', () => {
  it.each([
    ['one person locked out', 'mark in accounts is locked out again, can you unlock him? he has a deadline'],
    ['one password', 'could you reset her password please, she forgot it over the weekend'],
    ['one new starter', 'new starter on monday, tom reyes in sales. needs an email and a laptop like the others'],
    ['a question about our invoice', 'the last invoice has two lines for the same visit, can you explain why?'],
    [
      'paying a charge',
      'what is the onsite fee on this month invoice? we would like to understand it before we pay it',
    ],
    ['how we pay', 'can we move our monthly payment to direct debit? our bookkeeper prefers it'],
    [
      'one device power-cycled',
      'the receipt printer at the till keeps jamming, tried turning it off and on. open at 9',
    ],
    ['one person’s authenticator', 'i lost my phone and the authenticator app is gone, can you reset my mfa'],
    ['a list membership', 'please add dana lee to the support@ distribution list and remove tom from it'],
    ['one person’s how-to', 'how do i share my calendar with my assistant on the outlook app'],
    ['our own agreement', 'does our msa auto renew in march, and what is the notice period?'],
  ])('%s', (_name, text) => {
    expect(isServiceDeskRequest(text)).toBe(true);
  });

  it.each([
    ['a group locked out', 'everyone in the office is locked out of email since this morning'],
    ['many password resets', 'reset passwords for all 40 users and turn on MFA'],
    ['a security incident', 'she clicked a phishing link and now her account is sending spam'],
    ['several new starters', 'we have 6 new hires starting monday who need laptops and accounts'],
    ['a cloud bill to bring down', 'our azure bill went from $800 to $3,100 a month, can you explain why'],
    ['every printer failing', 'all the printers stopped printing after the update, tried turning them off and on'],
    ['a licence payment', 'can we pay for our microsoft 365 licences by ach instead of card'],
    ['a how-to for everyone', 'how do i get everyone on the team to use shared calendars'],
    ['a project', 'migrate 45 users from google workspace to microsoft 365 and set up intune for 30 laptops'],
  ])('not: %s', (_name, text) => {
    expect(isServiceDeskRequest(text)).toBe(false);
  });

  it('reads congratulations and thanks as nothing to scope, unless they also ask for work', () => {
    const talk = suggestScope({
      description: 'congrats on the new office opening, well deserved! say hi to sam',
      roles: [],
    });
    expect(talk.sections).toEqual([]);
    expect(talk.message).toBe(SCOPE_COPY.nothingRecognised);
    expect(isSmallTalk('congrats on 20 years! we also need a quote to replace our firewall')).toBe(false);
  });

  it('answers a ticket with no scope and says why', () => {
    const result = suggestScope({ description: 'can you reset her password, she is locked out', roles: [] });
    expect(result.sections).toEqual([]);
    expect(result.items).toEqual([]);
    expect(result.message).toBe(SCOPE_COPY.serviceDeskRequest);
  });
});
