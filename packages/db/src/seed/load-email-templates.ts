import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMAIL_TEMPLATE_CATEGORIES, type EmailTemplateCategory } from '../schema/email-templates';

export const EMAIL_TEMPLATES_DIR = fileURLToPath(new URL('../../seed/email-templates', import.meta.url));

export type EmailTemplateFile = {
  alias: string;
  name: string;
  category: EmailTemplateCategory;
  subject: string;
  htmlBody: string;
  textBody: string;
  variables: string[];
};

type Meta = { name: string; category: EmailTemplateCategory; variables: string[] };

const VARIABLE = /\{\{\{?\s*([\w.]+)\s*\}?\}\}/g;

/** Folders `<alias>/{meta.json,subject.txt,body.html,body.txt}` wrapped in the shared `_layout.*` files. */
export async function loadEmailTemplateFiles(dir = EMAIL_TEMPLATES_DIR): Promise<EmailTemplateFile[]> {
  const read = (...parts: string[]) => readFile(join(dir, ...parts), 'utf8');
  const [htmlLayout, textLayout] = await Promise.all([read('_layout.html'), read('_layout.txt')]);
  const aliases = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    aliases.map(async (alias) => {
      const [meta, subject, html, text] = await Promise.all([
        read(alias, 'meta.json').then((json) => JSON.parse(json) as Meta),
        read(alias, 'subject.txt'),
        read(alias, 'body.html'),
        read(alias, 'body.txt'),
      ]);
      const template: EmailTemplateFile = {
        alias,
        name: meta.name,
        category: meta.category,
        subject: subject.trim(),
        htmlBody: htmlLayout.replace('%%SUBJECT%%', () => subject.trim()).replace('%%CONTENT%%', () => html.trim()),
        textBody: textLayout.replace('%%CONTENT%%', () => text.trim()),
        variables: meta.variables,
      };
      assertValid(template);
      return template;
    }),
  );
}

function assertValid(template: EmailTemplateFile): void {
  if (!EMAIL_TEMPLATE_CATEGORIES.includes(template.category)) {
    throw new Error(`Email template ${template.alias}: unknown category ${template.category}`);
  }
  const used = new Set(
    [template.subject, template.htmlBody, template.textBody].flatMap((body) =>
      [...body.matchAll(VARIABLE)].map((match) => match[1] ?? ''),
    ),
  );
  const undeclared = [...used].filter((name) => !template.variables.includes(name));
  const unused = template.variables.filter((name) => !used.has(name));
  if (undeclared.length || unused.length) {
    throw new Error(
      `Email template ${template.alias}: undeclared variables [${undeclared.join(', ')}], unused variables [${unused.join(', ')}]`,
    );
  }
}
