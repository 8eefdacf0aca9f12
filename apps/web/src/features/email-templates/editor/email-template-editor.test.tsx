import { EMAIL_TEMPLATE_COPY, EMAIL_TEMPLATES_SCREEN_COPY as COPY } from '@scopewright/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/lib/screen-test-utils';
import { stubFetchByPath, type FetchCall } from '@/lib/test-route-fetch';
import EmailTemplatesScreen from '../email-templates-screen';

const ID = '0190aaaa-0000-7000-8000-000000000001';
const template = {
  id: ID,
  alias: 'trial_reminder',
  name: 'Trial reminder',
  category: 'trial',
  isActive: true,
  subject: 'Your trial ends in {{days_left}} days',
  htmlBody: '<p>Hi {{recipient_name}}</p>',
  textBody: 'Hi {{recipient_name}}, {{days_left}} days left.',
  variables: ['recipient_name', 'days_left'],
  versionNo: 3,
  editedAt: null,
  editedByName: null,
  updatedAt: '2026-07-01T10:00:00.000Z',
  sampleData: { recipient_name: 'Jordan Avery', days_left: '4' },
  errors: [],
  warnings: [],
};

/** The API's check, reduced to what the tests need: an undeclared name is an error. */
function preview(_url: URL, body: unknown) {
  const draft = body as { subject: string; htmlBody: string; textBody: string };
  const unknown = [...draft.subject.matchAll(/\{\{(\w+)\}\}/g)]
    .map((m) => m[1]!)
    .filter((name) => !template.variables.includes(name));
  return {
    status: 200,
    body: {
      subject: draft.subject.replaceAll('{{days_left}}', '4'),
      html: draft.htmlBody.replaceAll('{{recipient_name}}', 'Jordan Avery'),
      text: draft.textBody,
      errors: unknown.map((name) => ({
        path: 'subject',
        variable: name,
        line: 1,
        message: EMAIL_TEMPLATE_COPY.undeclaredVariable(name, 'subject', 1),
      })),
      warnings: [],
    },
  };
}

function open(routes: Parameters<typeof stubFetchByPath>[0] = {}): FetchCall[] {
  const calls = stubFetchByPath({
    [`GET /api/email-templates/${ID}`]: { status: 200, body: template },
    [`POST /api/email-templates/${ID}/preview`]: preview,
    [`GET /api/email-templates/${ID}/versions`]: { status: 200, body: { versions: [] } },
    ...routes,
  });
  renderScreen(<EmailTemplatesScreen />, {
    path: '/dashboard/email-templates/:id',
    at: `/dashboard/email-templates/${ID}`,
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('EmailTemplateEditor', () => {
  it('shows an unknown variable as an error under its field while typing, and saves once it is fixed', async () => {
    const user = userEvent.setup();
    const calls = open({
      [`PUT /api/email-templates/${ID}`]: (_url, body) => ({
        status: 200,
        body: { ...template, ...(body as object), versionNo: 4, editedAt: '2026-07-02T10:00:00.000Z' },
      }),
    });
    const subject = await screen.findByLabelText(COPY.subjectLabel);
    const save = screen.getByRole('button', { name: COPY.save });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await user.clear(subject);
    await user.type(subject, 'Hi {{{{first_name}}');
    expect(await screen.findByText(EMAIL_TEMPLATE_COPY.undeclaredVariable('first_name', 'subject', 1))).toBeTruthy();
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await user.clear(subject);
    await user.type(subject, 'Only ');
    await user.click(screen.getByRole('button', { name: COPY.insertVariable('days_left') }));
    expect((subject as HTMLInputElement).value).toBe('Only {{days_left}}');
    await waitFor(() => expect(screen.getByTestId('template-check').textContent).toContain(COPY.noIssues));
    await waitFor(() => expect(screen.getByTestId('preview-subject').textContent).toContain('Only 4'));

    await user.click(save);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      subject: 'Only {{days_left}}',
      htmlBody: template.htmlBody,
      textBody: template.textBody,
      baseVersionNo: 3,
    });
    expect(await screen.findByText(COPY.versionLabel(4))).toBeTruthy();
  });

  it('says who saved meanwhile on a stale save, and can save over it from their version', async () => {
    const user = userEvent.setup();
    let puts = 0;
    const calls = open({
      [`PUT /api/email-templates/${ID}`]: () =>
        ++puts === 1
          ? {
              status: 409,
              body: {
                error: {
                  code: 'CONFLICT',
                  message: EMAIL_TEMPLATE_COPY.staleVersion(5),
                  requestId: 'r1',
                  details: { reason: 'stale', latestVersionNo: 5 },
                },
              },
            }
          : { status: 200, body: { ...template, versionNo: 6 } },
    });
    const text = await screen.findByLabelText(COPY.textLabel);
    await user.type(text, ' Thanks.');
    await user.click(screen.getByRole('button', { name: COPY.save }));
    expect((await screen.findByRole('alert')).textContent).toContain(EMAIL_TEMPLATE_COPY.staleVersion(5));
    await user.click(screen.getByRole('button', { name: COPY.saveOverTheirs }));
    await user.click(screen.getByRole('button', { name: COPY.save }));
    await waitFor(() => expect(puts).toBe(2));
    const bodies = calls
      .filter((call) => call.method === 'PUT')
      .map((call) => (call.body as { baseVersionNo: number }).baseVersionNo);
    expect(bodies).toEqual([3, 5]);
  });
});
