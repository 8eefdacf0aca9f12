import { sql } from 'drizzle-orm';
import { newId } from '../ids';
import type { Tx } from '../tenancy/with-tenant';
import type { EmailTemplateFile } from './load-email-templates';

export type EmailTemplateSeedResult = {
  created: string[];
  updated: string[];
  unchanged: string[];
  /** Edited by a super admin and different from the files: their content is kept. */
  kept: string[];
};

/**
 * The template files onto the database in two statements (start-up time matters). New aliases are inserted; a
 * template nobody edited (`edited_at` null) follows its files; an edited one keeps its subject and bodies, while
 * its name, category and declared variables (the senders' contract, owned by the code) still follow the files.
 * Each insert or content update writes a version (source `seed`); a template with no version yet (a database
 * seeded before versions existed) first gets version 1 from its current content.
 */
export async function seedEmailTemplates(
  tx: Tx,
  files: readonly EmailTemplateFile[],
): Promise<EmailTemplateSeedResult> {
  const input = JSON.stringify(
    files.map((file) => ({
      id: newId(),
      version_id: newId(),
      backfill_id: newId(),
      alias: file.alias,
      name: file.name,
      category: file.category,
      subject: file.subject,
      html_body: file.htmlBody,
      text_body: file.textBody,
      variables: file.variables,
    })),
  );
  await tx.execute(sql`
    insert into email_template_versions (id, template_id, version_no, source, subject, html_body, text_body, variables, created_at)
    select i.backfill_id, t.id, 1, 'seed', t.subject, t.html_body, t.text_body, t.variables, t.updated_at
    from jsonb_to_recordset(${input}::jsonb) as i(alias text, backfill_id uuid)
    join email_templates t on t.alias = i.alias
    where not exists (select 1 from email_template_versions v where v.template_id = t.id)
    on conflict do nothing`);
  const { rows } = await tx.execute<{ alias: string; outcome: 'created' | 'updated' | 'kept' }>(sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as i(
        id uuid, version_id uuid, alias text, name text, category text,
        subject text, html_body text, text_body text, variables text[])
    ),
    upserted as (
      insert into email_templates as t (id, alias, name, category, subject, html_body, text_body, variables, is_active)
      select id, alias, name, category, subject, html_body, text_body, variables, true from input
      on conflict (alias) do update set
        name = excluded.name,
        category = excluded.category,
        variables = excluded.variables,
        subject = case when t.edited_at is null then excluded.subject else t.subject end,
        html_body = case when t.edited_at is null then excluded.html_body else t.html_body end,
        text_body = case when t.edited_at is null then excluded.text_body else t.text_body end,
        updated_at = now()
      where (t.name, t.category, t.variables) is distinct from (excluded.name, excluded.category, excluded.variables)
        or (t.edited_at is null
          and (t.subject, t.html_body, t.text_body) is distinct from (excluded.subject, excluded.html_body, excluded.text_body))
      returning t.id, t.alias, t.edited_at is null as untouched, t.xmax = 0 as inserted,
        t.subject, t.html_body, t.text_body, t.variables
    ),
    versions as (
      insert into email_template_versions (id, template_id, version_no, source, subject, html_body, text_body, variables)
      select i.version_id, u.id,
        coalesce((select max(v.version_no) from email_template_versions v where v.template_id = u.id), 0) + 1,
        'seed', u.subject, u.html_body, u.text_body, u.variables
      from upserted u join input i on i.alias = u.alias
      where u.untouched
      on conflict do nothing
    )
    select alias, case when inserted then 'created' else 'updated' end as outcome from upserted where untouched
    union all
    select i.alias, 'kept' from input i join email_templates t on t.alias = i.alias
    where t.edited_at is not null
      and (t.subject, t.html_body, t.text_body) is distinct from (i.subject, i.html_body, i.text_body)`);
  const outcomes = new Map(rows.map((row) => [row.alias, row.outcome]));
  const aliases = (outcome?: string) =>
    files.map((file) => file.alias).filter((alias) => outcomes.get(alias) === outcome);
  return {
    created: aliases('created'),
    updated: aliases('updated'),
    unchanged: aliases(undefined),
    kept: aliases('kept'),
  };
}
