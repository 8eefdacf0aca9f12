import { PsaError } from '../psa-adapter';
import type { AutotaskApi } from './autotask-api';
import type { AutotaskOptions } from './autotask-credentials';
import { goneError, rethrowIfGone } from './autotask-gone';
import { getById, pickDefault, readPicklist } from './autotask-query';
import { resolveOwnerResource } from './autotask-resources';
import { AUTOTASK_LIMITS, clipText } from './autotask-text';

type Target = { kind: 'opportunity' | 'project'; id: string };

/** Autotask takes attachments up to about 6 MB. */
export const MAX_ATTACHMENT_BYTES = 6 * 1024 * 1024;

const ENTITY = { opportunity: 'Opportunities', project: 'Projects' } as const;
/** Visible to all Autotask users. */
const PUBLISH_ALL = 1;

export async function attachDocument(
  api: AutotaskApi,
  target: Target,
  file: { name: string; title: string; bytes: Uint8Array },
): Promise<void> {
  const what = `the document "${file.title}"`;
  if (file.bytes.byteLength > MAX_ATTACHMENT_BYTES) {
    throw new PsaError(
      'invalid',
      `Autotask takes attachments up to 6 MB; ${what} is ${(file.bytes.byteLength / 1048576).toFixed(1)} MB: attach a smaller file.`,
      { record: target.kind },
    );
  }
  const body = {
    [`${target.kind}ID`]: Number(target.id),
    attachmentType: 'FILE_ATTACHMENT',
    title: clipText(file.title, AUTOTASK_LIMITS.attachmentTitle),
    fullPath: clipText(file.name, AUTOTASK_LIMITS.fileName),
    data: Buffer.from(file.bytes).toString('base64'),
    publish: PUBLISH_ALL,
  };
  await writeUnder(api, target, `${ENTITY[target.kind]}/${target.id}/Attachments`, what, body);
}

export async function addNote(api: AutotaskApi, options: AutotaskOptions, target: Target, text: string) {
  const title = clipText(text.split('\n').find((line) => line.trim()) ?? 'Note', AUTOTASK_LIMITS.noteTitle);
  const note = clipText(text, AUTOTASK_LIMITS.noteText);
  if (target.kind === 'project') {
    const noteType = pickDefault(await readPicklist(api, 'ProjectNotes', 'noteType'));
    const body = {
      projectID: Number(target.id),
      title,
      description: note,
      noteType: noteType ? Number(noteType.value) : undefined,
      publish: PUBLISH_ALL,
      isAnnouncement: false,
    };
    return writeUnder(api, target, `Projects/${target.id}/Notes`, 'the project note', body);
  }
  // Autotask keeps opportunity notes as notes of the company, tied to the opportunity.
  const opportunity = await getById<{ companyID: number }>(api, 'Opportunities', target.id, 'the opportunity');
  if (!opportunity) throw goneError('the opportunity', 'opportunity');
  const actionTypes = await readPicklist(api, 'CompanyNotes', 'actionType');
  const actionType = actionTypes.find((entry) => /opportunity/i.test(entry.label)) ?? pickDefault(actionTypes);
  const now = new Date().toISOString();
  const body = {
    companyID: opportunity.companyID,
    opportunityID: Number(target.id),
    actionType: actionType ? Number(actionType.value) : undefined,
    assignedResourceID: await resolveOwnerResource(api, options.ownerResourceId),
    startDateTime: now,
    endDateTime: now,
    name: title,
    note,
  };
  await api.call('POST', `Companies/${opportunity.companyID}/Notes`, { what: 'the opportunity note' }, body);
}

async function writeUnder(api: AutotaskApi, target: Target, path: string, what: string, body: object) {
  try {
    await api.call('POST', path, { what }, body);
  } catch (error) {
    await rethrowIfGone(api, error, {
      entity: ENTITY[target.kind],
      id: target.id,
      what: `the ${target.kind}`,
      record: target.kind,
    });
  }
}
