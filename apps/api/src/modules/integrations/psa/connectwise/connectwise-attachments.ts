import type { ConnectWiseClient } from './connectwise-client';
import { CW_LIMITS, truncateText } from './connectwise-text';

type Target = { kind: 'opportunity' | 'project'; id: string };

const NOTE_PATHS = { opportunity: '/sales/opportunities', project: '/project/projects' } as const;
const RECORD_TYPES = { opportunity: 'Opportunity', project: 'Project' } as const;

export async function addConnectWiseNote(cw: ConnectWiseClient, target: Target, text: string): Promise<void> {
  await cw.post(
    `${NOTE_PATHS[target.kind]}/${encodeURIComponent(target.id)}/notes`,
    { text },
    { what: `the note on the ${target.kind}`, record: target.kind },
  );
}

export async function attachConnectWiseDocument(
  cw: ConnectWiseClient,
  target: Target,
  file: { name: string; title: string; bytes: Uint8Array },
): Promise<void> {
  const form = new FormData();
  form.set('recordType', RECORD_TYPES[target.kind]);
  form.set('recordId', target.id);
  form.set('title', truncateText(file.title || file.name, CW_LIMITS.documentTitle));
  form.set('privateFlag', 'false');
  form.set('file', new Blob([file.bytes.slice()], { type: contentTypeOf(file.name) }), file.name);
  await cw.upload('/system/documents', form, { what: `the document "${file.name}"`, record: target.kind });
}

function contentTypeOf(name: string): string {
  const extension = name.toLowerCase().split('.').pop();
  if (extension === 'pdf') return 'application/pdf';
  if (extension === 'docx') return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  return 'application/octet-stream';
}
