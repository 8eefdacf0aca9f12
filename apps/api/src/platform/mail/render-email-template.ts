import Mustache from 'mustache';

export interface EmailTemplateSource {
  alias: string;
  subject: string;
  htmlBody: string;
  textBody: string;
  /** Variables the template needs; each must be present and non-empty. */
  variables: readonly string[];
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export type TemplateVariables = Record<string, unknown>;

export class TemplateRenderError extends Error {
  override name = 'TemplateRenderError';
}

const noEscape = { escape: (value: unknown) => String(value) };

/** Header values never carry CR/LF (docs/security.md#no-injection): a variable cannot add a header or a second subject line. */
export const toHeaderValue = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** The one renderer: HTML bodies escape variables; the text body and subject are plain text. */
export function renderEmailTemplate(template: EmailTemplateSource, variables: TemplateVariables): RenderedEmail {
  const missing = template.variables.filter((name) => {
    const value = variables[name];
    return value === undefined || value === null || value === '';
  });
  if (missing.length > 0) {
    throw new TemplateRenderError(`Email template "${template.alias}" is missing variable(s): ${missing.join(', ')}`);
  }
  try {
    return {
      subject: toHeaderValue(Mustache.render(template.subject, variables, {}, noEscape)),
      html: Mustache.render(template.htmlBody, variables, {}),
      text: Mustache.render(template.textBody, variables, {}, noEscape),
    };
  } catch (cause) {
    throw new TemplateRenderError(
      `Email template "${template.alias}" could not be rendered: ${(cause as Error).message}`,
    );
  }
}
