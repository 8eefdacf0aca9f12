import { ScopeSuggestionResponse, TemplateDocumentInput, templateSourceRef } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { FIXTURE_LIBRARY, FIXTURE_ROLES } from '../engine/fixtures';
import { suggestScope } from '../engine/suggest-scope';
import type { ScopeRequest } from '../engine/types';
import { OWN_SCOPE_COPY } from './own-scope-copy';
import type { OwnQuoteScope, OwnScope, OwnTemplateScope } from './own-scope-types';
import { retrieveOwnScopes } from './retrieve-own-scopes';

let counter = 0;
const uuid = () => `0195a0b0-0000-7000-8000-${String(++counter).padStart(12, '0')}`;

interface LineSpec {
  name: string;
  minutes: number;
  role?: string;
  description?: string;
  perUserMinutes?: number;
}

/** A workspace template as the API hands it over: its current document, parsed. */
function template(name: string, sections: [string, LineSpec[]][], defaultUsers = 20): OwnTemplateScope {
  const lines: { id: string; spec: LineSpec }[] = [];
  const content = {
    sections: sections.map(([sectionName, specs]) => ({
      id: uuid(),
      name: sectionName,
      lines: specs.map((spec) => {
        const id = uuid();
        lines.push({ id, spec });
        return {
          id,
          kind: 'labor' as const,
          name: spec.name,
          minutes: spec.minutes,
          roleName: spec.role ?? 'Cloud Engineer',
          clientDescription: spec.description ?? `${spec.name}, as we always do it.`,
          deliverables: [`${spec.name} signed off`],
          assumptions: ['Contoso assumption'],
        };
      }),
    })),
  };
  const scaled = lines.filter(({ spec }) => spec.perUserMinutes);
  const document = TemplateDocumentInput.parse({
    content,
    variables: scaled.length > 0 ? [{ unit: 'users', defaultValue: defaultUsers }] : [],
    rules: scaled.map(({ id, spec }) => ({
      lineId: id,
      unit: 'users',
      mode: 'hours',
      perUnitMinutes: spec.perUserMinutes,
    })),
  });
  return { kind: 'template', id: templateSourceRef(uuid(), 3), label: name, title: name, document };
}

function acceptedQuote(number: number, title: string, sections: [string, LineSpec[]][]): OwnQuoteScope {
  return {
    kind: 'quote',
    id: `quote:${uuid()}`,
    label: `Q-${number}`,
    title,
    sections: sections.map(([name, specs]) => ({
      name,
      lines: specs.map((spec) => ({
        id: uuid(),
        name: spec.name,
        description: spec.description ?? `${spec.name} for the client.`,
        roleName: spec.role ?? 'Systems Engineer',
        minutes: spec.minutes,
        deliverables: [],
        assumptions: [],
        outOfScope: [],
        customerResponsibilities: [],
      })),
    })),
  };
}

const gmailMove = template('Gmail to Microsoft 365 cutover', [
  ['Migration', [{ name: 'Contoso-style mailbox move', minutes: 60, perUserMinutes: 20 }]],
  ['Testing & Cutover', [{ name: 'Friday-night MX cutover', minutes: 150, role: 'Systems Engineer' }]],
  ['Project management', [{ name: 'Project management', minutes: 600, role: 'Project Manager' }]],
]);
const sentinelOne = template('SentinelOne rollout', [
  ['Deployment', [{ name: 'Deploy SentinelOne agents', minutes: 240, role: 'Security Engineer' }]],
]);
const erpUpgrade = acceptedQuote(1043, 'Acme ERP upgrade', [
  ['Work', [{ name: 'Upgrade the Acme ERP server', minutes: 450 }]],
]);
const firewallQuote = acceptedQuote(1042, 'FortiGate firewall replacement for Fabrikam', [
  ['Design', [{ name: 'Firewall design', minutes: 300, role: 'Network Specialist' }]],
  ['Deployment', [{ name: 'Install and cut over the firewall', minutes: 420, role: 'Network Specialist' }]],
  ['Printers', [{ name: 'Install printers', minutes: 90, role: 'Help Desk' }]],
]);

const suggest = (description: string, ownScopes?: readonly OwnScope[], extra: Partial<ScopeRequest> = {}) =>
  suggestScope({ description, roles: FIXTURE_ROLES, ownScopes, ...extra }, FIXTURE_LIBRARY);
const linesOf = (result: ReturnType<typeof suggest>) => result.sections.flatMap((section) => section.lines);

const EXAMPLE = 'Migrate 45 users from Gmail to Microsoft 365 and set up Intune for 30 laptops';

describe('the workspace’s own scopes in the built-in engine', () => {
  it('takes an own template’s tasks, hours, roles and wording where it matches, naming it', () => {
    const result = suggest(EXAMPLE, [sentinelOne, gmailMove]);
    const lines = linesOf(result);
    const source = OWN_SCOPE_COPY.fromTemplate('Gmail to Microsoft 365 cutover');
    const move = lines.find((line) => line.name === 'Contoso-style mailbox move');
    // 60 minutes + 20 per user × 45 users (applyTemplate, quarter hours), priced by the rate card's Cloud Engineer.
    expect(move).toMatchObject({
      hours: 16,
      role: 'Cloud Engineer',
      roleId: FIXTURE_ROLES[1].id,
      priceCents: 16 * FIXTURE_ROLES[1].billRateCents,
      description: 'Contoso-style mailbox move, as we always do it.',
      deliverables: ['Contoso-style mailbox move signed off'],
      assumptions: ['Contoso assumption'],
      serviceId: null,
      rationale: `${source}: 45 users × 0.33 h per user + 1 h set-up`,
    });
    expect(move?.key).toMatch(/^own:tpl:/);
    expect(lines.find((line) => line.name === 'Friday-night MX cutover')).toMatchObject({
      hours: 2.5,
      rationale: source,
    });
    expect(result.sections.find((section) => section.name === 'Testing & Cutover')?.lines).toContainEqual(
      expect.objectContaining({ name: 'Friday-night MX cutover' }),
    );
    // The library's lines for that work give way; the rest of the scope is the library's as before.
    expect(lines.filter((line) => line.serviceId === 'gws-to-m365')).toEqual([]);
    expect(lines.some((line) => line.serviceId === 'intune-enrolment')).toBe(true);
    // The template's own project management is not copied: the engine's covers the whole scope once.
    expect(lines.filter((line) => /project management/i.test(line.name))).toHaveLength(1);
    expect(lines.some((line) => line.key === 'pm:project-management')).toBe(true);
    expect(result.serviceIds).toEqual(['gws-to-m365', 'intune-enrolment', `own:${gmailMove.id}`]);
    expect(() =>
      ScopeSuggestionResponse.parse({
        ...result,
        runId: '0193a3f0-0000-7000-8000-000000000000',
        source: 'builtin',
        fallbackReason: null,
        usage: { used: 1, limit: 50 },
      }),
    ).not.toThrow();
  });

  it('takes the part of an accepted quote that does the asked-for work, hours as accepted, “as in Q-…”', () => {
    const lines = linesOf(suggest('Replace the FortiGate firewall at our office', [firewallQuote]));
    const fromQuote = lines.filter((line) => line.rationale === OWN_SCOPE_COPY.asInQuote('Q-1042'));
    expect(fromQuote.map((line) => [line.name, line.hours, line.role])).toEqual([
      ['Firewall design', 5, 'Network Specialist'],
      ['Install and cut over the firewall', 7, 'Network Specialist'],
    ]);
    // Its printer work is another service's: not asked for, not brought along.
    expect(lines.some((line) => line.name === 'Install printers')).toBe(false);
    expect(lines.filter((line) => line.serviceId === 'firewall-replacement')).toEqual([]);
  });

  it('keeps the library where an own scope matches worse or does other work', () => {
    const crowdStrike = suggest('Deploy CrowdStrike to 40 devices', [sentinelOne, gmailMove, firewallQuote]);
    expect(linesOf(crowdStrike).some((line) => line.rationale.startsWith('from your template'))).toBe(false);
    expect(crowdStrike).toEqual(suggest('Deploy CrowdStrike to 40 devices'));
    const printers = suggest('Install 3 printers with scan to email', [firewallQuote, gmailMove]);
    expect(printers).toEqual(suggest('Install 3 printers with scan to email'));
  });

  it('answers work the library does not know from the firm’s own quotes', () => {
    const alone = suggest('Upgrade the Acme ERP for the finance team');
    expect(alone.sections).toEqual([]);
    const result = suggest('Upgrade the Acme ERP for the finance team', [erpUpgrade]);
    expect(linesOf(result)).toContainEqual(
      expect.objectContaining({
        name: 'Upgrade the Acme ERP server',
        hours: 7.5,
        rationale: OWN_SCOPE_COPY.asInQuote('Q-1043'),
      }),
    );
    expect(result.notUnderstood).toEqual([]);
    expect(result.message).toBeNull();
  });

  it('keeps an own template through a refinement, its hours following the new count', () => {
    const first = suggest(EXAMPLE, [gmailMove]);
    const previous = { serviceIds: first.serviceIds, quantities: first.quantities, items: first.items };
    const more = suggest('make it 60 users', [gmailMove], { previous });
    expect(linesOf(more).find((line) => line.name === 'Contoso-style mailbox move')?.hours).toBe(21);
    const removed = suggest('remove the Gmail migration', [gmailMove], { previous });
    expect(linesOf(removed).some((line) => line.key.startsWith('own:'))).toBe(false);
    expect(removed.serviceIds).toEqual(['intune-enrolment']);
  });

  it('gives the same matches, with hours for the description, to the LLM engine’s prompt', () => {
    expect(retrieveOwnScopes(EXAMPLE, [sentinelOne, gmailMove], { limit: 3, maxLines: 20 }, FIXTURE_LIBRARY)).toEqual([
      {
        kind: 'template',
        label: 'Gmail to Microsoft 365 cutover',
        source: "from your template 'Gmail to Microsoft 365 cutover'",
        lines: [
          { section: 'Migration', name: 'Contoso-style mailbox move', role: 'Cloud Engineer', hours: 16 },
          { section: 'Testing & Cutover', name: 'Friday-night MX cutover', role: 'Systems Engineer', hours: 2.5 },
        ],
      },
    ]);
    expect(retrieveOwnScopes('Deploy CrowdStrike to 40 devices', [sentinelOne], { limit: 3, maxLines: 20 })).toEqual(
      [],
    );
  });
});

describe('without own scopes the engine answers as before', () => {
  it('no own scopes, an empty list and scopes that match nothing give the same bytes', () => {
    const unrelated = [
      template('Quantum telescope calibration', [['Work', [{ name: 'Calibrate the telescope mirrors', minutes: 90 }]]]),
    ];
    for (const description of [EXAMPLE, 'Deploy CrowdStrike to 40 devices', 'Install 3 printers', 'hello there']) {
      const before = JSON.stringify(suggest(description));
      expect(JSON.stringify(suggest(description, []))).toBe(before);
      expect(JSON.stringify(suggest(description, unrelated))).toBe(before);
    }
  });
});
