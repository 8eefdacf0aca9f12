import type { ScopeUnit, ServiceCatalogCue } from '@scopewright/domain';

/**
 * Catalog cues (ServiceCatalogCue) that several services carry with the same match words: one definition each, so
 * a product name added here reaches every service that sells the item. A builder takes what its services say
 * differently (the reason, sometimes the unit); a cue only one service carries stays inline in that service.
 */

// Microsoft and Google licences

/** A Microsoft 365 licence per user or mailbox: the migrated or new mailbox and OneDrive need one. */
export const m365Licences = (unit: ScopeUnit, reason: string): ServiceCatalogCue => ({
  match: [
    'Business Premium',
    'Microsoft 365 Business Standard',
    'Microsoft 365 Business',
    'Microsoft 365 E3',
    'Exchange Online',
  ],
  kind: 'recurring_service',
  unit,
  // Whole Microsoft names: "Business Standard" alone is also Google Workspace's plan, which answers nothing here.
  coveredBy: [
    'Microsoft 365',
    'Business Premium',
    'Microsoft 365 Business Standard',
    'Microsoft 365 Business Basic',
    'E3',
    'E5',
    'Exchange Online',
    'Office 365',
  ],
  reason,
});

/** Microsoft 365 plans a client keeps when it needs one feature of Business Premium: the add-on is sold instead. */
const MICROSOFT_PLANS_BELOW_PREMIUM = ['Business Standard', 'Business Basic', 'Microsoft 365 Apps', 'Exchange Online'];

/** An Entra ID P1 licence per user (in Business Premium): Conditional Access and its features need it. */
export const entraIdP1Licences = (reason: string): ServiceCatalogCue => ({
  match: ['Business Premium', 'Entra ID P1', 'Microsoft 365 E3'],
  kind: 'recurring_service',
  unit: 'users',
  addOnFor: MICROSOFT_PLANS_BELOW_PREMIUM,
  coveredBy: ['Business Premium', 'Entra ID P1', 'Entra ID P2', 'E3', 'E5', 'EMS', 'Entra Suite'],
  reason,
});

/** An Intune-bearing licence per user: no device or app is managed by Intune without one. */
export const INTUNE_LICENCES: ServiceCatalogCue = {
  match: ['Business Premium', 'Intune Plan 1', 'Intune'],
  kind: 'recurring_service',
  unit: 'users',
  addOnFor: MICROSOFT_PLANS_BELOW_PREMIUM,
  coveredBy: ['Business Premium', 'Intune', 'Microsoft 365 E3', 'Microsoft 365 E5', 'EMS'],
  reason:
    'Intune management needs an Intune-bearing licence per user: Microsoft 365 Business Premium, E3/E5 or Intune Plan 1',
};

/** A Google Workspace licence per user: every account in the Workspace tenant needs one. */
export const googleWorkspaceLicences = (reason: string): ServiceCatalogCue => ({
  match: ['Google Workspace Business Standard', 'Google Workspace'],
  kind: 'recurring_service',
  unit: 'users',
  coveredBy: ['Google Workspace', 'G Suite', 'Workspace Business', 'Workspace Enterprise'],
  reason,
});

/** A migration tool licence per migrated user: the mail and file copy runs through a paid tool, billed at cost. */
export const MIGRATION_TOOL_LICENCES: ServiceCatalogCue = {
  match: ['MigrationWiz', 'BitTitan', 'User Migration Bundle', 'migration tool licence'],
  kind: 'product',
  unit: 'users',
  coveredBy: ['MigrationWiz', 'BitTitan', 'AvePoint Fly', 'ShareGate', 'Quest On Demand', 'CloudM', 'migration tool'],
  reason: 'Migration tool licence per migrated user (mail and files), billed at cost',
};

// Servers

/** A Windows Server licence per new server: the new operating system is bought, not carried over. */
export const WINDOWS_SERVER_LICENCES: ServiceCatalogCue = {
  match: ['Windows Server Standard', 'Windows Server Datacenter', 'Windows Server licence'],
  kind: 'product',
  unit: 'servers',
  coveredBy: ['Windows Server Standard', 'Windows Server Datacenter'],
  reason: 'Windows Server licence for each new server (Standard covers two VMs per licensed host; Datacenter for more)',
};

/** A Windows Server user CAL per user: users of a newer server version need CALs of that version. */
export const WINDOWS_SERVER_USER_CALS: ServiceCatalogCue = {
  match: ['Windows Server user CAL', 'Windows Server CAL', 'user CAL'],
  kind: 'product',
  unit: 'users',
  coveredBy: ['Windows Server CAL'],
  reason: 'Users of a newer Windows Server version need client access licences of that version',
};

/** Server hardware per server: a new host or server is a box the client buys. */
export const serverHardware = (reason: string): ServiceCatalogCue => ({
  match: ['PowerEdge', 'ProLiant', 'ThinkSystem', 'rack server'],
  kind: 'product',
  unit: 'servers',
  coveredBy: ['PowerEdge', 'ProLiant', 'ThinkSystem', 'PRIMERGY', 'rack server', 'tower server'],
  reason,
});

/** Managed server service per migrated server: a server moved to the cloud still needs patching and monitoring. */
export const MANAGED_MIGRATED_SERVERS: ServiceCatalogCue = {
  match: ['Managed Server', 'server management'],
  kind: 'recurring_service',
  unit: 'servers',
  reason: 'Ongoing patching, monitoring and backup checks of each migrated server under the managed service',
};

/** The one-off onboarding package: a new client's set-up fee (documentation, agents, access), once per client. */
export const ONBOARDING_PACKAGE: ServiceCatalogCue = {
  match: ['New client onboarding', 'onboarding package', 'onboarding fee'],
  kind: 'labor_package',
  unit: null,
  reason: 'The one-off onboarding package every new client takes: documentation, agents and access set up once',
};

/** Managed server service per server the client already runs: it comes under the agreement with the client. */
export const MANAGED_EXISTING_SERVERS: ServiceCatalogCue = {
  match: ['Managed Server', 'server management'],
  kind: 'recurring_service',
  unit: 'servers',
  reason:
    'Each server the client brings comes under the managed server agreement (monitoring, patching, backup checks)',
};

// Backup

/** Image-based backup per server: a new or rebuilt server is protected from its first day. */
export const MANAGED_SERVER_BACKUP: ServiceCatalogCue = {
  match: ['Managed server backup', 'server backup', 'image backup'],
  kind: 'recurring_service',
  unit: 'servers',
  coveredBy: ['server backup', 'Veeam', 'Datto', 'Axcient', 'Acronis'],
  reason: 'Image-based backup of each server from day one',
};

/** Immutable cloud storage per TB: the off-site copy that ransomware cannot delete. */
export const IMMUTABLE_BACKUP_STORAGE: ServiceCatalogCue = {
  match: ['immutable cloud storage', 'Wasabi', 'Backblaze', 'backup TB'],
  kind: 'recurring_service',
  unit: 'tb',
  reason: 'Off-site, immutable backup storage, billed per TB protected',
};

// Security

/** An EDR or MDR subscription per computer and server: what insurers ask for and what catches a reinfection. */
export const managedEdr = (reason: string): ServiceCatalogCue => ({
  match: ['Managed EDR', 'EDR', 'SentinelOne', 'Huntress', 'MDR', 'endpoint protection'],
  kind: 'recurring_service',
  unit: 'devices',
  countsServers: true,
  reason,
});

/** A security awareness training and phishing simulation seat per user. */
export const securityAwarenessTraining = (reason: string): ServiceCatalogCue => ({
  match: ['Security Awareness Training', 'Security Awareness', 'KnowBe4', 'phishing simulation', 'BullPhish'],
  kind: 'recurring_service',
  unit: 'users',
  reason,
});

// Managed services

/** The per-user managed IT agreement: the onboarding project sets the client up for it. */
export const MANAGED_IT_PER_USER: ServiceCatalogCue = {
  match: ['Managed IT Services', 'managed services per user', 'user plan'],
  kind: 'recurring_service',
  unit: 'users',
  reason: 'The per-user managed IT agreement this project sets the client up for',
};

/** Managed endpoint service per device: a device with the RMM agent is monitored, patched and supported monthly. */
export const MANAGED_ENDPOINT_SERVICE: ServiceCatalogCue = {
  match: ['Managed Endpoint', 'Managed Workstation', 'managed device', 'RMM'],
  kind: 'recurring_service',
  unit: 'devices',
  reason:
    'Monthly managed endpoint service (monitoring, patching, remote support) for each device brought under management',
};

/** Managed firewall service per firewall: a firewall is monitored, updated and changed under an agreement. */
export const managedFirewalls = (reason: string): ServiceCatalogCue => ({
  match: ['Managed Firewall', 'firewall management'],
  kind: 'recurring_service',
  unit: 'firewalls',
  reason,
});

/** Managed network service per site: a site's network is monitored and changed under an agreement. */
export const managedNetwork = (reason: string): ServiceCatalogCue => ({
  match: ['Managed Network', 'network management'],
  kind: 'recurring_service',
  unit: 'sites',
  reason,
});

/** Managed print service per printer: installed printers are monitored and kept in toner under an agreement. */
export const managedPrint = (reason: string): ServiceCatalogCue => ({
  match: ['Managed Print', 'managed print service'],
  kind: 'recurring_service',
  unit: 'printers',
  reason,
});

// Hardware

/** A business laptop (or desktop) per device: the replacement computer itself. */
export const businessLaptops = (unit: ScopeUnit | null, reason: string): ServiceCatalogCue => ({
  match: ['Latitude', 'ThinkPad', 'EliteBook', 'business laptop', 'laptop'],
  kind: 'product',
  unit,
  coveredBy: ['laptop', 'MacBook', 'Latitude', 'ThinkPad', 'EliteBook', 'OptiPlex', 'Surface'],
  reason,
});

/** A dock per user: each desk or home kit has one. */
export const docks = (reason: string): ServiceCatalogCue => ({
  match: ['Thunderbolt dock', 'USB-C dock', 'docking station', 'dock'],
  kind: 'product',
  unit: 'users',
  coveredBy: ['dock', 'docking station'],
  reason,
});

/** A monitor per user: each desk or home kit has at least one. */
export const monitors = (reason: string): ServiceCatalogCue => ({
  match: ['27-inch monitor', '24-inch monitor', 'monitor'],
  kind: 'product',
  unit: 'users',
  coveredBy: ['monitor', 'display', 'screen'],
  reason,
});

// Network hardware and subscriptions

/**
 * A firewall appliance per firewall or site: the new or replacement box at the edge of the network. `model` is the
 * size the service usually fits (a 60F for an office; a 40F for a handful of people).
 */
export const firewallAppliances = (
  unit: ScopeUnit | null,
  reason: string,
  model = 'FortiGate 60F',
): ServiceCatalogCue => ({
  match: [model, 'FortiGate', 'Meraki MX', 'SD-WAN appliance', 'firewall'],
  kind: 'product',
  unit,
  coveredBy: ['FortiGate', 'SonicWall', 'Meraki MX', 'Palo Alto', 'WatchGuard', 'Sophos', 'SD-WAN', 'firewall'],
  reason,
});

/** The firewall's security subscription per firewall or site: IPS, web filtering and anti-malware on the box. */
export const firewallSecuritySubscriptions = (unit: ScopeUnit | null, reason: string): ServiceCatalogCue => ({
  match: [
    'FortiGuard Unified Threat Protection',
    'FortiGuard',
    'Unified Threat Protection',
    'threat protection subscription',
    'firewall security subscription',
    'SD-WAN licence',
  ],
  kind: 'recurring_service',
  unit,
  coveredBy: [
    'FortiGuard',
    'Unified Threat',
    'UTP',
    'Advanced Gateway Security',
    'Total Security',
    'Advanced Security',
    'SD-WAN licence',
  ],
  reason,
});

/** A managed PoE switch per switch: the switching a new or rebuilt network is installed with. */
export const poeSwitches = (unit: ScopeUnit | null, reason: string): ServiceCatalogCue => ({
  match: ['24-port PoE switch', 'PoE switch', 'network switch', 'switch'],
  kind: 'product',
  unit,
  coveredBy: ['switch', 'Meraki MS', 'FortiSwitch', 'Catalyst'],
  reason,
});

/** An access point per planned position: the Wi-Fi hardware being installed. */
export const accessPoints = (unit: ScopeUnit | null, reason: string): ServiceCatalogCue => ({
  match: ['Wi-Fi 7 access point', 'Wi-Fi 6 access point', 'access point'],
  kind: 'product',
  unit,
  coveredBy: ['access point', 'Meraki MR', 'FortiAP', 'UniFi U6', 'UniFi U7', 'Ruckus', 'Instant On AP'],
  reason,
});

// Cloud

/** Azure consumption, once per quote: what the deployed resources cost each month, estimated at scoping. */
export const azureConsumption = (reason: string): ServiceCatalogCue => ({
  match: ['Azure consumption', 'Azure'],
  kind: 'recurring_service',
  unit: null,
  reason,
});
