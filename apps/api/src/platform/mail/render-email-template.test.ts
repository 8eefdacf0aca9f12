import { describe, expect, it } from 'vitest';
import { renderEmailTemplate, type EmailTemplateSource } from './render-email-template';

const template: EmailTemplateSource = {
  alias: 'user_invitation',
  subject: '{{inviter_name}} invited you to {{company_name}}',
  htmlBody: '<p>Hi {{recipient_name}}, <a href="{{invite_url}}">join {{company_name}}</a></p>',
  textBody: 'Hi {{recipient_name}}, join {{company_name}}: {{invite_url}}',
  variables: ['recipient_name', 'company_name', 'inviter_name', 'invite_url'],
};

const vars = {
  recipient_name: 'Ann <script>alert(1)</script>',
  company_name: 'R&D "Co"',
  inviter_name: 'Bob',
  invite_url: 'http://localhost:3000/invite/abc',
};

describe('renderEmailTemplate', () => {
  it('escapes variables in the HTML body only', () => {
    const email = renderEmailTemplate(template, vars);
    expect(email.html).toContain('Ann &lt;script&gt;alert(1)&lt;&#x2F;script&gt;');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('R&amp;D &quot;Co&quot;');
    expect(email.text).toBe('Hi Ann <script>alert(1)</script>, join R&D "Co": http://localhost:3000/invite/abc');
    expect(email.subject).toBe('Bob invited you to R&D "Co"');
  });

  it('strips CR/LF from the subject so a variable cannot add a header', () => {
    const email = renderEmailTemplate(template, { ...vars, inviter_name: 'Bob\r\nBcc: victim@example.com' });
    expect(email.subject).toBe('Bob Bcc: victim@example.com invited you to R&D "Co"');
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  it('names every missing required variable', () => {
    expect(() => renderEmailTemplate(template, { recipient_name: 'Ann', company_name: '' })).toThrow(
      'Email template "user_invitation" is missing variable(s): company_name, inviter_name, invite_url',
    );
  });
});
