/**
 * Vendor names, products and abbreviations folded to one canonical token before ranking, on both sides (the
 * library's text and the description), so "O365", "Office 365" and "Microsoft 365" count as the same word.
 * Keys are lower-case word sequences as the tokeniser splits them ("wi-fi" → "wi fi").
 */
export const ALIASES: Record<string, readonly string[]> = {
  microsoft365: [
    'm365',
    'o365',
    'ms365',
    'office 365',
    'microsoft 365',
    'microsoft office 365',
    'ms 365',
    'ms office 365',
  ],
  googleworkspace: ['gws', 'g suite', 'gsuite', 'google workspace', 'google apps', 'gmail', 'google mail'],
  activedirectory: ['ad', 'active directory', 'ad ds', 'adds', 'on prem ad', 'on premises ad'],
  entraid: ['aad', 'azure ad', 'azure active directory', 'entra', 'entra id', 'microsoft entra', 'microsoft entra id'],
  domaincontroller: ['dc', 'dcs', 'domain controller', 'domain controllers'],
  edr: ['edr', 'xdr', 'endpoint detection and response', 'endpoint detection response', 'endpoint detection'],
  mdm: ['mdm', 'mobile device management', 'emm', 'uem'],
  intune: ['intune', 'endpoint manager', 'microsoft endpoint manager', 'mem'],
  avd: ['avd', 'wvd', 'azure virtual desktop', 'windows virtual desktop'],
  firewall: ['fw', 'fws', 'ngfw', 'firewall', 'firewalls'],
  accesspoint: ['ap', 'aps', 'wap', 'waps', 'access point', 'access points'],
  sentinelone: ['s1', 'sentinelone', 'sentinel one'],
  antivirus: ['av', 'antivirus', 'anti virus', 'anti malware', 'antimalware'],
  wifi: ['wifi', 'wi fi', 'wireless', 'wlan', 'wireless network'],
  sdwan: ['sdwan', 'sd wan'],
  mfa: [
    'mfa',
    '2fa',
    'multi factor authentication',
    'multifactor authentication',
    'multi factor',
    'two factor',
    'two factor authentication',
  ],
  // A product name the stemmer would otherwise read as the verb ("the wifi keeps dropping").
  keeper: ['keeper', 'keeper security'],
  // A person who drives (or a device driver), which the stemmer would read as a drive ("Google Drive", "S: drive").
  driver: ['driver', 'drivers'],
  voip: ['voip', 'voice over ip', 'hosted voice', 'hosted pbx', 'cloud pbx'],
  ztna: ['ztna', 'zero trust network access', 'zero trust'],
  hyperv: ['hyperv', 'hyper v'],
  vmware: ['vmware', 'esxi', 'vsphere', 'vcenter'],
  windows11: ['windows 11', 'win 11', 'win11', 'w11'],
  windows10: ['windows 10', 'win 10', 'win10', 'w10'],
  sharepoint: ['sharepoint', 'sharepoint online', 'spo'],
  onedrive: ['onedrive', 'one drive'],
  cyberessentials: ['cyber essentials', 'cyber essentials plus', 'ce plus', 'ce+'],
  aws: ['aws', 'amazon web services', 'ec2'],
  email: ['email', 'e mail', 'emails', 'e mails', 'mail'],
  backup: ['backup', 'backups', 'back up', 'back ups', 'backing up'],
  dr: ['dr', 'disaster recovery', 'bcdr'],
  setup: ['set up', 'setup', 'set ups', 'setting up'],
  teamsphone: ['teams phone', 'teams voice', 'teams calling', 'teams telephony', 'direct routing', 'operator connect'],
  printer: ['printer', 'printers', 'mfp', 'mfps', 'mfd', 'mfds', 'copier', 'copiers', 'multifunction printer'],
  laptop: [
    'laptop',
    'laptops',
    'notebook',
    'notebooks',
    'pc',
    'pcs',
    'desktop',
    'desktops',
    'workstation',
    'workstations',
    'computer',
    'computers',
  ],
  siem: ['siem', 'sentinel', 'microsoft sentinel', 'log management'],
  psa: ['psa', 'professional services automation'],
  rmm: ['rmm', 'remote monitoring and management', 'remote monitoring'],
  isp: [
    'isp',
    'internet circuit',
    'internet circuits',
    'internet connection',
    'internet line',
    'broadband',
    'leased line',
    'fibre',
    'fiber',
  ],
  exchange: ['exchange', 'exchange server', 'exchange online', 'exo'],
  startup: ['start up', 'startup', 'start ups', 'startups'],
  conditionalaccess: ['conditional access', 'ca policies', 'conditional access policies'],
};

interface AliasEntry {
  words: readonly string[];
  canonical: string;
}

const ENTRIES: readonly AliasEntry[] = Object.entries(ALIASES)
  .flatMap(([canonical, phrases]) => phrases.map((phrase) => ({ words: phrase.split(' '), canonical })))
  .sort((a, b) => b.words.length - a.words.length);

const BY_FIRST_WORD = new Map<string, AliasEntry[]>();
for (const entry of ENTRIES) {
  const first = entry.words[0] ?? '';
  BY_FIRST_WORD.set(first, [...(BY_FIRST_WORD.get(first) ?? []), entry]);
}

/** The alias phrase starting at `index`, longest first: its canonical token and how many words it spans. */
export function matchAliasAt(words: readonly string[], index: number): { canonical: string; length: number } | null {
  const candidates = BY_FIRST_WORD.get(words[index] ?? '') ?? [];
  const hit = candidates.find((entry) => entry.words.every((word, offset) => words[index + offset] === word));
  return hit ? { canonical: hit.canonical, length: hit.words.length } : null;
}

/** Replaces alias phrases by their canonical token, longest phrase first. */
export function canonicaliseWords(words: readonly string[]): string[] {
  const out: string[] = [];
  let index = 0;
  while (index < words.length) {
    const hit = matchAliasAt(words, index);
    out.push(hit ? hit.canonical : (words[index] ?? ''));
    index += hit ? hit.length : 1;
  }
  return out;
}
