import type { HaloPsaOptions } from './halopsa-credentials';
import type { HaloHttp } from './halopsa-http';

type Target = { kind: 'opportunity' | 'project'; id: string };

const DEFAULT_NOTE_OUTCOME = 'Private Note';
const FILENAME_MAX = 200;

export async function addHaloNote(http: HaloHttp, options: HaloPsaOptions, target: Target, text: string) {
  const action = {
    ticket_id: Number(target.id),
    outcome: options.noteOutcome ?? DEFAULT_NOTE_OUTCOME,
    note: text,
    hiddenfromuser: true,
  };
  await http.post('Actions', [action], { subject: `the note on the ${target.kind}`, record: target.kind });
}

export async function attachHaloDocument(
  http: HaloHttp,
  target: Target,
  file: { name: string; title: string; bytes: Uint8Array },
) {
  const attachment = {
    ticket_id: Number(target.id),
    filename: file.name.slice(-FILENAME_MAX),
    note: file.title,
    data_base64: Buffer.from(file.bytes).toString('base64'),
  };
  await http.post('Attachment', [attachment], { subject: `the document "${file.name}"`, record: target.kind });
}
