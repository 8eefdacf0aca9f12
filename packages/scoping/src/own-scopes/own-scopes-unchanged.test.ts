import { TemplateDocumentInput, DEFAULT_LABOR_ROLES } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { BENCHMARK_CATALOG } from '../benchmark/bench-catalog';
import { BENCHMARK_CASES } from '../benchmark/cases';
import { suggestScope } from '../engine/suggest-scope';
import type { ScopeRequest } from '../engine/types';
import type { OwnScope } from './own-scope-types';

const roles = DEFAULT_LABOR_ROLES.map((role, index) => ({
  id: `0193a3f0-0000-7000-8000-${String(index).padStart(12, '0')}`,
  name: role.name,
  billRateCents: role.billRateCents,
  costRateCents: role.costRateCents,
}));

/** Scopes about work no benchmark case asks for: they never win, so they must change nothing. */
const unrelated: OwnScope[] = [
  {
    kind: 'template',
    id: 'tpl:0195a0b0-0000-7000-8000-000000000001@1',
    label: 'Observatory dome',
    title: 'Observatory dome',
    document: TemplateDocumentInput.parse({
      content: {
        sections: [
          {
            id: '0195a0b0-0000-7000-8000-000000000002',
            name: 'Telescope',
            lines: [
              { id: '0195a0b0-0000-7000-8000-000000000003', kind: 'labor', name: 'Calibrate mirrors', minutes: 90 },
            ],
          },
        ],
      },
    }),
  },
  {
    kind: 'quote',
    id: 'quote:0195a0b0-0000-7000-8000-000000000004',
    label: 'Q-1001',
    title: 'Aquarium',
    sections: [
      {
        name: 'Tanks',
        lines: [
          {
            id: '0195a0b0-0000-7000-8000-000000000005',
            name: 'Clean the aquarium glass',
            description: '',
            roleName: null,
            minutes: 60,
            deliverables: [],
            assumptions: [],
            outOfScope: [],
            customerResponsibilities: [],
          },
        ],
      },
    ],
  },
];

const REFINEMENT = 'add a third site and remove the firewall, make it 60 users';

describe('a workspace without own scopes gets exactly today’s answers (docs/decisions/0045-ai-learns-own-scopes.md)', () => {
  it('for every benchmark case and a refinement of it: no list, an empty list and unrelated scopes alike', () => {
    for (const { description } of BENCHMARK_CASES) {
      const request: ScopeRequest = { description, roles, catalog: BENCHMARK_CATALOG };
      const today = suggestScope(request);
      const previous = { serviceIds: today.serviceIds, quantities: today.quantities, items: today.items };
      const refined = JSON.stringify(suggestScope({ ...request, description: REFINEMENT, previous }));
      for (const ownScopes of [[], unrelated]) {
        expect(JSON.stringify(suggestScope({ ...request, ownScopes })), description).toBe(JSON.stringify(today));
        expect(JSON.stringify(suggestScope({ ...request, description: REFINEMENT, previous, ownScopes }))).toBe(
          refined,
        );
      }
    }
  });
});
