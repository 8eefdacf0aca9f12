import {
  defineTemplate,
  expense,
  phase,
  product,
  projectTerms,
  recurring,
  task,
  type SeedTemplate,
} from './template-builders';

const firewallReplacement = defineTemplate({
  key: 'firewall-replacement',
  name: 'Firewall replacement',
  description:
    'We replace your ageing firewall with a current next-generation model, rebuilt from a clean rule design rather than copied across. The cutover happens out of hours and we stay until every site, VPN and critical application is confirmed working.',
  category: 'Networking',
  tags: ['firewall', 'network', 'security'],
  summary:
    'A new next-generation firewall at each site with a rule base designed from scratch, secure remote access with MFA and threat protection switched on. The changeover happens in an agreed evening window with a tested rollback, so the office opens the next morning on the new firewall without noticing the difference.',
  terms: projectTerms(
    'Firewall hardware and security subscriptions are ordered on acceptance and are non-refundable once shipped; prices follow distributor pricing on the order date.',
  ),
  variables: [
    { unit: 'sites', label: 'How many sites get a firewall?', defaultValue: 1 },
    { unit: 'users', label: 'How many remote access (VPN) users?', defaultValue: 25 },
  ],
  sections: [
    phase('Discovery & Planning', 'We review what the current firewall does before we replace it.', [
      task('Existing firewall, rule base and VPN review', 'Senior Network Engineer', 2, {
        perUnit: ['sites', 60],
        deliverables: ['Rule and NAT inventory with the rules we will not carry over'],
        customerResponsibilities: ['Admin access to the current firewall and the internet circuit details'],
      }),
      task('Project management and cutover scheduling', 'Project Manager', 2, { perUnit: ['sites', 60] }),
    ]),
    phase('Design', 'A clean design instead of years of accumulated rules.', [
      task('Firewall design: zones, rules, VPN and threat protection', 'Senior Network Engineer', 3, {
        deliverables: ['Firewall design document', 'Cutover and rollback plan'],
      }),
    ]),
    phase('Build & Configuration', 'Each firewall configured and tested on the bench before it goes in.', [
      product('Fortinet FortiGate 60F firewall', 'each', 89_500, 64_000, { per: 'sites' }),
      recurring('FortiGuard Unified Threat Protection', 'site', 54_500, 42_000, {
        per: 'sites',
        frequency: 'annual',
        taxable: true,
        description: 'IPS, web and DNS filtering, application control and antivirus updates, renewed yearly.',
      }),
      task('Firewall pre-staging and configuration', 'Senior Network Engineer', 2, {
        perUnit: ['sites', 180],
        assumptions: ['Up to 10 VLANs and 3 site-to-site VPNs per site'],
      }),
      task('Remote access VPN with MFA', 'Senior Network Engineer', 2, {
        perUnit: ['users', 5],
        deliverables: ['VPN client package', 'MFA-protected remote access for every named user'],
      }),
    ]),
    phase('Testing & Cutover', 'An evening changeover with a tested way back.', [
      task('After-hours cutover and testing', 'Senior Network Engineer', 1, {
        perUnit: ['sites', 180],
        deliverables: ['Test sheet signed off: internet, VPNs, phones, printers and key applications'],
        outOfScope: ['Changes needed by third-party systems we were not told about during discovery'],
      }),
      task('Next-morning on-site support', 'Field Technician', 1, { perUnit: ['sites', 120] }),
    ]),
    phase('Training & Handover', 'Documentation you and we can rely on.', [
      task('As-built documentation and old firewall decommissioning', 'Senior Network Engineer', 2),
    ]),
  ],
});

const wifiRefresh = defineTemplate({
  key: 'wifi-refresh',
  name: 'Wi-Fi refresh',
  description:
    'A surveyed Wi-Fi 6 network that covers every room you use, with separate networks for staff, guests and devices. We design it from a site survey, install it neatly and prove the coverage with a validation survey afterwards.',
  category: 'Networking',
  tags: ['wi-fi', 'wireless', 'network'],
  summary:
    'Reliable Wi-Fi everywhere you work: access points placed from a site survey, staff, guest and device networks kept apart, and a validation survey after installation that shows the coverage we promised is the coverage you have.',
  terms: projectTerms(
    'Access point locations follow the survey; extra cabling runs found necessary on site are quoted through a change request before they are installed.',
  ),
  variables: [
    { unit: 'access_points', label: 'How many access points?', defaultValue: 10 },
    { unit: 'sites', label: 'How many buildings or sites?', defaultValue: 1 },
  ],
  sections: [
    phase('Discovery & Planning', 'We measure before we design.', [
      task('Predictive design and on-site wireless survey', 'Senior Network Engineer', 1, {
        perUnit: ['sites', 240],
        deliverables: ['Survey report with access point locations and predicted coverage'],
        customerResponsibilities: ['Floor plans and access to every area, including ceilings'],
      }),
      task('Project coordination and scheduling', 'Project Coordinator', 2),
    ]),
    phase('Design', 'Networks, security and roaming designed for how you work.', [
      task('Wireless design: SSIDs, VLANs, roaming and guest access', 'Senior Network Engineer', 3, {
        deliverables: ['Wireless design document', 'Guest access policy'],
      }),
    ]),
    phase('Build & Configuration', 'Hardware and cloud management, configured before install day.', [
      product('Cisco Meraki MR36 Wi-Fi 6 access point', 'each', 69_500, 51_000, { per: 'access_points' }),
      recurring('Meraki MR Enterprise licence', 'access point', 15_000, 11_500, {
        per: 'access_points',
        frequency: 'annual',
        taxable: true,
      }),
      task('Dashboard, SSID and switch-port configuration', 'Senior Network Engineer', 2, { perUnit: ['sites', 60] }),
    ]),
    phase('Deployment', 'Neat installation, one area at a time.', [
      task('Access point mounting and cabling checks', 'Field Technician', 1, {
        perUnit: ['access_points', 45],
        assumptions: ['A cable run already reaches each access point location', 'Ceilings under 4 m'],
        outOfScope: ['New cabling runs (quoted after the survey if needed)'],
      }),
      expense('Scissor lift hire for high ceilings', 38_500, {
        optional: true,
        description: 'Only needed where access points go above 4 m, such as warehouses and halls.',
      }),
    ]),
    phase('Testing & Cutover', 'We prove the coverage.', [
      task('Validation survey and tuning', 'Senior Network Engineer', 1, {
        perUnit: ['access_points', 15],
        deliverables: ['Post-install heat maps', 'Old access points removed and recycled'],
      }),
    ]),
    phase('Training & Handover', 'Everything written down.', [
      task('As-built documentation and handover', 'Senior Network Engineer', 2),
    ]),
  ],
});

export const NETWORK_TEMPLATES: SeedTemplate[] = [firewallReplacement, wifiRefresh];
