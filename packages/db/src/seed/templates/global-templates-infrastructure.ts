import {
  block,
  defineTemplate,
  expense,
  phase,
  product,
  projectTerms,
  recurring,
  task,
  type SeedTemplate,
} from './template-builders';

const serverRefresh = defineTemplate({
  key: 'server-refresh',
  name: 'Server refresh',
  description:
    'We replace your out-of-support server with a new host running Windows Server and Hyper-V, and move your workloads onto it with a tested rollback. Your old hardware is wiped with a certificate of destruction.',
  category: 'Infrastructure',
  tags: ['server', 'windows-server', 'hyper-v'],
  summary:
    'A new virtualisation host replaces the ageing server: each workload moves to its own virtual machine, files and permissions come across intact, and the cutover happens out of hours with the old server kept ready as a fallback until you are happy.',
  terms: projectTerms(
    'Server hardware and Windows Server licences are ordered on acceptance; lead times on custom-built servers are typically two to three weeks.',
  ),
  variables: [
    { unit: 'servers', label: 'How many servers or workloads move?', defaultValue: 2 },
    { unit: 'tb', label: 'How much file data (TB)?', defaultValue: 2 },
  ],
  sections: [
    phase('Discovery & Planning', 'We map every role, application and dependency on the old server.', [
      task('Server and application assessment', 'Systems Engineer', 2, {
        perUnit: ['servers', 60],
        deliverables: ['Workload and dependency inventory', 'Application vendor contacts and requirements'],
        customerResponsibilities: ['Line-of-business vendors available for their part of the move'],
      }),
      task('Project management', 'Project Manager', 4, { perUnit: ['servers', 60] }),
    ]),
    phase('Design', 'Sized for today with room for the next five years.', [
      task('Host, storage and virtualisation design', 'Solutions Architect', 4, {
        deliverables: ['Design document: host, storage, networking, virtual machines and backup'],
      }),
    ]),
    phase('Build & Configuration', 'The new host built, hardened and backed up before anything moves.', [
      product('Dell PowerEdge R660xs server (2 × 16-core, 256 GB, 4 × 1.92 TB SSD)', 'each', 1_145_000, 935_000, {
        description: 'Rack server with redundant power supplies and a five-year ProSupport warranty.',
      }),
      product('Windows Server 2025 Standard (16 cores)', 'license', 119_900, 98_500, {
        description: 'Licenses two virtual machines on the host.',
      }),
      task('Host build: firmware, Windows Server 2025 and Hyper-V', 'Systems Engineer', 8, {
        deliverables: ['Hardened host with Hyper-V and monitoring'],
      }),
      task('Domain controller and file server build', 'Systems Engineer', 4),
    ]),
    phase('Migration', 'Workloads and files moved with a rollback at every step.', [
      task('Workload migration and application testing', 'Systems Engineer', 2, {
        perUnit: ['servers', 240],
        assumptions: ['Applications are supported on Windows Server 2025 by their vendors'],
        outOfScope: ['Application upgrades required by the vendor (quoted separately)'],
      }),
      task('File data migration with permissions', 'Systems Engineer', 1, {
        perUnit: ['tb', 120],
        outOfScope: ['Cleaning up duplicate or obsolete files'],
      }),
      task('Cutover weekend and Monday-morning support', 'Systems Engineer', 4, {
        deliverables: ['Cutover checklist signed off', 'Old server kept powered off for 30 days as a fallback'],
      }),
    ]),
    phase('Training & Handover', 'Documented, and the old server retired safely.', [
      task('Documentation and old server decommissioning', 'Systems Engineer', 3, {
        deliverables: ['As-built documentation', 'Certificate of data destruction'],
      }),
      expense('Certified drive destruction and hardware recycling', 25_000),
    ]),
  ],
});

const backupAndDr = defineTemplate({
  key: 'backup-and-dr',
  name: 'Backup and disaster recovery',
  description:
    'Image-based backup of your servers to a local appliance and an immutable cloud copy, with recovery objectives agreed in writing. We prove the restores work and leave you with a disaster recovery runbook your team can follow.',
  category: 'Backup & DR',
  tags: ['backup', 'bcdr', 'disaster-recovery'],
  summary:
    'If a server fails you are running again from the local appliance within the hour; if the building is lost, from the cloud. Backups are immutable so ransomware cannot delete them, every restore path is tested before handover, and a written runbook says who does what on the worst day.',
  terms: projectTerms(
    'The monthly backup service starts when the first server is protected and is adjusted each month to the servers and data protected.',
  ),
  variables: [
    { unit: 'servers', label: 'How many servers are protected?', defaultValue: 3 },
    { unit: 'tb', label: 'How much data is protected (TB)?', defaultValue: 2 },
  ],
  sections: [
    phase('Discovery & Planning', 'How quickly you need each system back, and how much data you can afford to lose.', [
      task('Recovery objectives workshop (RPO and RTO)', 'vCIO', 3, {
        deliverables: ['Recovery point and recovery time objectives per system, agreed in writing'],
        customerResponsibilities: ['Leadership available to rank systems by business impact'],
      }),
      task('Project management', 'Project Manager', 3),
    ]),
    phase('Build & Configuration', 'The appliance, the jobs and the off-site copy.', [
      task('BCDR appliance installation and configuration', 'Systems Engineer', 4),
      task('Backup agents and job configuration', 'Systems Engineer', 1, {
        perUnit: ['servers', 60],
        assumptions: ['Servers run a Windows Server or Linux version the backup vendor supports'],
      }),
      task('Cloud replication and initial seeding', 'Systems Engineer', 2, {
        perUnit: ['tb', 45],
        assumptions: ['At least 50 Mbps of upload bandwidth for seeding, or a seeding drive is shipped'],
      }),
    ]),
    phase('Testing & Cutover', 'An untested backup is not a backup.', [
      task('Restore and virtualisation tests, local and cloud', 'Systems Engineer', 3, {
        perUnit: ['servers', 30],
        deliverables: ['Restore test report: files, a whole server and a cloud boot'],
      }),
    ]),
    phase('Training & Handover', 'A plan on paper and people who know it.', [
      task('Disaster recovery runbook', 'vCIO', 4, {
        deliverables: ['Disaster recovery runbook with contacts, decisions and recovery order'],
        outOfScope: ['A full business continuity plan beyond IT systems'],
      }),
      task('Restore walkthrough with your team', 'Systems Engineer', 1.5),
    ]),
    block('Monthly backup service', 'recurring', 'Invoiced monthly in advance.', [
      recurring('Server backup: appliance, agent and monitoring', 'server', 9_500, 3_800, {
        per: 'servers',
        description: 'Hourly image backups, daily checks by our team and a monthly restore test.',
      }),
      recurring('Immutable cloud retention, per TB protected', 'TB', 12_000, 4_500, {
        per: 'tb',
        description: 'One year of cloud retention that cannot be deleted or encrypted by an attacker.',
      }),
    ]),
  ],
});

export const INFRASTRUCTURE_TEMPLATES: SeedTemplate[] = [serverRefresh, backupAndDr];
