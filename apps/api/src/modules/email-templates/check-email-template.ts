import {
  EMAIL_TEMPLATE_COPY as COPY,
  EMAIL_TEMPLATE_FIELDS,
  type EmailTemplateDraft,
  type EmailTemplateField,
} from '@scopewright/domain';
import Mustache from 'mustache';

/** One problem in a template, where the editor can point at it. */
export interface EmailTemplateIssue {
  /** The field it is in (the VALIDATION detail's `path`); null for one about the template as a whole. */
  path: EmailTemplateField | null;
  message: string;
  variable?: string;
  line?: number;
  column?: number;
}

export interface EmailTemplateCheck {
  /** The template cannot be saved or sent while there is one. */
  errors: EmailTemplateIssue[];
  /** Saved anyway, and returned with the saved template. */
  warnings: EmailTemplateIssue[];
}

type Token = [type: string, value: string, start: number, end: number, children?: Token[]];

const position = (text: string, offset: number) => {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
};

const PARSE_ERRORS: {
  pattern: RegExp;
  issue: (field: EmailTemplateField, text: string, m: RegExpMatchArray) => EmailTemplateIssue;
}[] = [
  {
    pattern: /^Unclosed tag at (\d+)$/,
    issue: (field, text) => {
      // mustache reports the end of the text; the reader needs the tag that was left open.
      const { line, column } = position(text, unclosedTagStart(text));
      return { path: field, message: COPY.unclosedTag(field, line, column), line, column };
    },
  },
  {
    pattern: /^Unopened section "(.*)" at (\d+)$/,
    issue: (field, text, [, name = '', at = '0']) => {
      const { line, column } = position(text, Number(at));
      return { path: field, message: COPY.unopenedSection(name, field, line), variable: name, line, column };
    },
  },
  {
    pattern: /^Unclosed section "(.*)" at (\d+)$/,
    issue: (field, text, [, name = '', at = '0']) => {
      const opened = Math.max(text.lastIndexOf(`{{#${name}`, Number(at)), text.lastIndexOf(`{{^${name}`, Number(at)));
      const { line, column } = position(text, opened >= 0 ? opened : Number(at));
      return { path: field, message: COPY.unclosedSection(name, field, line), variable: name, line, column };
    },
  },
];

function unclosedTagStart(text: string): number {
  for (let open = text.indexOf('{{'); open >= 0;) {
    const close = text.indexOf('}}', open + 2);
    if (close < 0) return open;
    open = text.indexOf('{{', close + 2);
  }
  return 0;
}

const VARIABLE_NAME = /^(?:\.|[A-Za-z_][\w.]*)$/;

function parseError(field: EmailTemplateField, text: string, error: unknown): EmailTemplateIssue {
  const message = error instanceof Error ? error.message : String(error);
  for (const { pattern, issue } of PARSE_ERRORS) {
    const match = message.match(pattern);
    if (match) return issue(field, text, match);
  }
  return { path: field, message: COPY.unreadable(field, message) };
}

/** Every variable a field uses, with where, and what it may not contain; throws mustache's parse error. */
function readField(field: EmailTemplateField, text: string, errors: EmailTemplateIssue[]) {
  const used: { name: string; line: number; column: number }[] = [];
  const visit = (tokens: Token[]) => {
    for (const [type, value, start, , children] of tokens) {
      if (type === 'text' || type === '!') continue;
      const { line, column } = position(text, start);
      if (type === '>') {
        errors.push({ path: field, message: COPY.partialNotSupported(value, field, line), line, column });
      } else if (type === '=') {
        errors.push({ path: field, message: COPY.delimitersNotSupported(field, line), line, column });
      } else if (!VARIABLE_NAME.test(value)) {
        errors.push({ path: field, message: COPY.invalidTag(value, field, line), line, column });
      } else {
        if (type === '&' && field === 'htmlBody') {
          errors.push({ path: field, message: COPY.rawHtmlVariable(value, line), variable: value, line, column });
        }
        used.push({ name: value, line, column });
      }
      if (children) visit(children);
    }
  };
  visit(Mustache.parse(text) as Token[]);
  return used;
}

/**
 * The editor's and the API's check of a draft against the variables the template declares (its senders' contract):
 * an empty field, a tag mustache cannot parse, an undeclared variable, raw `{{{…}}}` HTML, a partial or a
 * delimiter change are errors; a declared variable used nowhere is a warning.
 */
export function checkEmailTemplate(draft: EmailTemplateDraft, declared: readonly string[]): EmailTemplateCheck {
  const errors: EmailTemplateIssue[] = [];
  const usedAnywhere = new Set<string>();
  let parsedAll = true;
  for (const field of EMAIL_TEMPLATE_FIELDS) {
    const text = draft[field];
    if (text.trim() === '') {
      errors.push({ path: field, message: COPY.empty(field) });
      continue;
    }
    let used;
    try {
      used = readField(field, text, errors);
    } catch (error) {
      errors.push(parseError(field, text, error));
      parsedAll = false;
      continue;
    }
    const reported = new Set<string>();
    for (const { name, line, column } of used) {
      usedAnywhere.add(name);
      if (declared.includes(name) || reported.has(name)) continue;
      reported.add(name);
      errors.push({ path: field, message: COPY.undeclaredVariable(name, field, line), variable: name, line, column });
    }
  }
  // A field that did not parse may use any variable: no "unused" warning is certain then.
  const warnings: EmailTemplateIssue[] = parsedAll
    ? declared
        .filter((name) => !usedAnywhere.has(name))
        .map((name) => ({ path: null, message: COPY.unusedVariable(name), variable: name }))
    : [];
  return { errors, warnings };
}
