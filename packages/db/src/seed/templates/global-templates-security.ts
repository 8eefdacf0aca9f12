import {
  block,
  defineTemplate,
  note,
  phase,
  projectTerms,
  recurring,
  task,
  type SeedTemplate,
} from './template-builders';

const securityBaseline = defineTemplate({
  key: 'security-baseline',
  name: 'Security baseline',
  description:
    'The controls insurers and auditors now expect of every business: MFA everywhere, hardened devices, protected email and trained staff. We assess where you stand, close the gaps and show you the before-and-after score.',
  category: 'Security',
  tags: ['security', 'hardening', 'mfa', 'cyber-insurance'],
  summary:
    'A measurable step up in security in a few weeks: every account behind MFA and Conditional Access, devices encrypted and protected by EDR, email authenticated and filtered, administrators separated from everyday accounts, and staff trained to spot phishing. We re-score at the end so you can see the difference.',
  terms: projectTerms(
    'Security changes are rolled out to a pilot group first; we agree any exception in writing and record it in the exceptions register.',
  ),
  variables: [
    { unit: 'users', label: 'How many users?', defaultValue: 25 },
    { unit: 'devices', label: 'How many computers?', defaultValue: 30 },
  ],
  sections: [
    phase('Discovery & Planning', 'Where you stand today, measured.', [
      task('Security posture assessment: identities, devices and email', 'Security Engineer', 4, {
        perUnit: ['devices', 5],
        deliverables: ['Baseline Secure Score and findings report', 'Cyber insurance questionnaire answers'],
      }),
      task('Project management', 'Project Manager', 3),
    ]),
    phase('Design', 'The standard you will be held to.', [
      task('Baseline policy design (CIS Controls IG1)', 'Security Engineer', 3, {
        deliverables: ['Security baseline standard', 'Exceptions register'],
      }),
    ]),
    phase('Build & Configuration', 'The controls, switched on in stages.', [
      task('MFA enrolment and Conditional Access policies', 'Security Engineer', 3, {
        perUnit: ['users', 10],
        deliverables: ['MFA on every account', 'Legacy authentication blocked'],
        customerResponsibilities: ['Staff enrol the Authenticator app when asked'],
      }),
      task('Email security: SPF, DKIM, DMARC and anti-phishing policies', 'Security Engineer', 3),
      task('Endpoint hardening: EDR, BitLocker, local admin removal, attack surface rules', 'Security Engineer', 4, {
        perUnit: ['devices', 10],
        assumptions: ['Devices are managed by Intune or our RMM'],
        outOfScope: ['Replacing devices that cannot run a supported operating system'],
      }),
      task('Separate admin accounts and privileged access review', 'Security Engineer', 2),
    ]),
    phase('Testing & Cutover', 'Proof that it worked.', [
      task('Baseline phishing simulation and awareness launch', 'Security Engineer', 2),
      task('Verification re-score and exceptions review', 'Security Engineer', 2, {
        deliverables: ['Before-and-after Secure Score report'],
      }),
    ]),
    phase('Training & Handover', 'What the board needs to know.', [
      task('Executive security briefing and 12-month roadmap', 'vCIO', 2),
    ]),
    block('Ongoing protection', 'recurring', 'Billed monthly; adjusted to actual users and devices.', [
      recurring('Security awareness training and phishing simulation', 'user', 400, 150, { per: 'users' }),
      recurring('Managed detection and response (24×7 SOC)', 'device', 1_100, 600, { per: 'devices' }),
    ]),
  ],
});

const cmmcGapAssessment = defineTemplate({
  key: 'cmmc-gap-assessment',
  name: 'CMMC / NIST SP 800-171 gap assessment',
  description:
    'An assessment of your environment against the 110 requirements of NIST SP 800-171, the basis of CMMC Level 2. You receive a System Security Plan, a scored gap report and a prioritised plan of action you can take to your prime contractors.',
  category: 'Compliance',
  tags: ['cmmc', 'nist-800-171', 'compliance', 'dfars'],
  summary:
    'A clear answer to where you stand against NIST SP 800-171 before a CMMC assessor asks. We scope where Controlled Unclassified Information lives, assess every requirement with evidence, calculate your SPRS score and hand you the System Security Plan and Plan of Action and Milestones that CMMC Level 2 requires.',
  terms: projectTerms(
    'This is an advisory assessment, not a CMMC certification; certification is performed by an authorised C3PAO. Remediation is quoted separately once the plan of action is agreed.',
  ),
  variables: [
    { unit: 'users', label: 'How many users handle CUI?', defaultValue: 25 },
    { unit: 'sites', label: 'How many locations are in scope?', defaultValue: 1 },
  ],
  sections: [
    phase('Discovery & Planning', 'Scope first: where CUI lives decides how much must be protected.', [
      task('Scoping workshop: CUI flows, enclave options and asset categories', 'vCIO', 4, {
        deliverables: ['CUI data flow diagram', 'Assessment scope and asset inventory'],
        customerResponsibilities: ['Contracts with DFARS 252.204-7012 clauses and your current SPRS submission'],
      }),
      task('Policy and procedure document review', 'vCIO', 4),
      task('Control-by-control assessment of the 110 requirements', 'Security Engineer', 14, {
        perUnit: ['sites', 120],
        deliverables: ['Assessment workbook with evidence for every requirement'],
        assumptions: ['Interviews with IT, HR and facilities staff can be held within two weeks'],
      }),
      task('Technical evidence collection: identity, devices, firewall and logging', 'Security Engineer', 6, {
        perUnit: ['users', 6],
      }),
      task('Assessment coordination', 'Project Coordinator', 3),
    ]),
    phase('Design', 'The documents an assessor asks for first.', [
      task('System Security Plan (SSP)', 'vCIO', 12, {
        deliverables: ['System Security Plan covering every requirement'],
        outOfScope: ['Writing the full set of policies and procedures (quoted with remediation)'],
      }),
      task('Plan of Action and Milestones (POA&M) and remediation roadmap', 'vCIO', 6, {
        deliverables: ['POA&M with owners, dates and cost estimates'],
      }),
    ]),
    phase('Training & Handover', 'Results your leadership and primes can act on.', [
      task('SPRS score calculation and executive readout', 'vCIO', 3, {
        deliverables: ['SPRS score with the calculation behind it', 'Executive summary presentation'],
      }),
      note(
        'What comes next',
        'Most organisations close their gaps over three to nine months. We quote remediation from the plan of action, with the highest-weighted requirements first.',
      ),
    ]),
    phase('Project Management', 'One owner for the assessment from kickoff to readout.', [
      task('Project management', 'Project Manager', 4),
    ]),
  ],
});

export const SECURITY_TEMPLATES: SeedTemplate[] = [securityBaseline, cmmcGapAssessment];
