/** Free-mail providers rejected for workspace creation (docs/product-rules.md#sign-up-and-workspaces). */
export const PUBLIC_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.fr',
  'ymail.com',
  'rocketmail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'msn.com',
  'aol.com',
  'aim.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'zoho.com',
  'zohomail.com',
  'fastmail.com',
  'hey.com',
  'tutanota.com',
  'tuta.io',
  'hushmail.com',
  'qq.com',
  '163.com',
  '126.com',
  'web.de',
  't-online.de',
  'orange.fr',
  'free.fr',
  'libero.it',
];

const PUBLIC_SET = new Set(PUBLIC_EMAIL_DOMAINS);

/** Lowercased domain after the last '@' (trailing dot dropped); '' when there is none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '';
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.+$/, '');
}

/** Accepts an email address or a bare domain. */
export function isPublicEmailDomain(emailOrDomain: string): boolean {
  const domain = emailOrDomain.includes('@')
    ? emailDomain(emailOrDomain)
    : emailOrDomain.trim().toLowerCase().replace(/\.+$/, '');
  return PUBLIC_SET.has(domain);
}
