import { EMAIL_TEMPLATE_COPY as COPY } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { checkEmailTemplate } from './check-email-template';

const declared = ['recipient_name', 'reset_url'];
const valid = {
  subject: 'Reset your password, {{recipient_name}}',
  htmlBody: '<p>Hi {{recipient_name}},</p>\n<a href="{{reset_url}}">Reset</a>',
  textBody: 'Hi {{recipient_name}},\nReset: {{reset_url}}',
};

describe('checkEmailTemplate', () => {
  it('finds nothing wrong in a template that uses exactly its declared variables', () => {
    expect(checkEmailTemplate(valid, declared)).toEqual({ errors: [], warnings: [] });
  });

  it.each([
    [
      'an undeclared variable, once per field, with its line and column',
      { textBody: 'Hi {{recipient_name}}\n  {{code}} {{code}} {{reset_url}}' },
      [
        {
          path: 'textBody',
          variable: 'code',
          line: 2,
          column: 3,
          message: COPY.undeclaredVariable('code', 'textBody', 2),
        },
      ],
    ],
    [
      'a tag opened and never closed, pointing at the open tag',
      { subject: 'Hi {{recipient_name}} {{reset_url' },
      [{ path: 'subject', line: 1, column: 23, message: COPY.unclosedTag('subject', 1, 23) }],
    ],
    [
      'a tag whose braces swallow the next one',
      { textBody: 'Hi {{recipient_name}, reset: {{reset_url}}' },
      [expect.objectContaining({ path: 'textBody', message: expect.stringContaining('not a variable name') })],
    ],
    [
      'a section opened and never closed, at its opening line',
      { htmlBody: '<p>{{recipient_name}}</p>\n{{#reset_url}}<a>{{reset_url}}</a>' },
      [
        expect.objectContaining({
          path: 'htmlBody',
          variable: 'reset_url',
          line: 2,
          message: COPY.unclosedSection('reset_url', 'htmlBody', 2),
        }),
      ],
    ],
    [
      'raw HTML in the HTML body',
      { htmlBody: '<p>{{{recipient_name}}}</p><a href="{{reset_url}}">x</a>' },
      [
        expect.objectContaining({
          path: 'htmlBody',
          variable: 'recipient_name',
          message: COPY.rawHtmlVariable('recipient_name', 1),
        }),
      ],
    ],
    [
      'a delimiter change',
      { textBody: '{{=<% %>=}} <% recipient_name %> <% reset_url %>' },
      [expect.objectContaining({ path: 'textBody', message: COPY.delimitersNotSupported('textBody', 1) })],
    ],
    ['an empty field', { textBody: ' \n ' }, [{ path: 'textBody', message: COPY.empty('textBody') }]],
  ])('reports %s as an error', (_name, changes, errors) => {
    expect(checkEmailTemplate({ ...valid, ...changes }, declared).errors).toEqual(errors);
  });

  it('allows raw {{{…}}} in the text body and subject, which are never HTML', () => {
    expect(
      checkEmailTemplate({ ...valid, textBody: 'Hi {{{recipient_name}}} {{&reset_url}}' }, declared).errors,
    ).toEqual([]);
  });

  it('warns about a declared variable used nowhere, but not while a field cannot be parsed', () => {
    const unused = { ...valid, textBody: 'Hi {{recipient_name}}', htmlBody: '<p>{{recipient_name}}</p>' };
    expect(checkEmailTemplate(unused, declared)).toEqual({
      errors: [],
      warnings: [{ path: null, variable: 'reset_url', message: COPY.unusedVariable('reset_url') }],
    });
    expect(checkEmailTemplate({ ...unused, subject: 'Hi {{recipient_name' }, declared).warnings).toEqual([]);
  });
});
