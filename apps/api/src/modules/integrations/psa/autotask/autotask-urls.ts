export type AutotaskRecordKind = 'company' | 'opportunity' | 'project' | 'task';

const EXECUTE_COMMANDS: Record<AutotaskRecordKind, [code: string, parameter: string]> = {
  company: ['OpenAccount', 'AccountID'],
  opportunity: ['OpenOpportunity', 'OpportunityID'],
  project: ['OpenProject', 'ProjectID'],
  task: ['OpenTaskDetail', 'TaskID'],
};

/** Opens the record in Autotask's web UI through its ExecuteCommand deep-link page. */
export function buildRecordUrl(webUrl: string, kind: AutotaskRecordKind, id: string | number): string {
  const [code, parameter] = EXECUTE_COMMANDS[kind];
  const base = webUrl.endsWith('/') ? webUrl : `${webUrl}/`;
  return `${base}Autotask/AutotaskExtend/ExecuteCommand.aspx?Code=${code}&${parameter}=${encodeURIComponent(String(id))}`;
}

/** The web UI host when the zone answer has none: webservices5.autotask.net → ww5.autotask.net. */
export function deriveWebUrl(apiUrl: string): string {
  const url = new URL(apiUrl);
  url.hostname = url.hostname.replace(/^webservices(\d*)\./i, 'ww$1.');
  return `${url.origin}/`;
}
