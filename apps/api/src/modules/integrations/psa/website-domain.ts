/** A company's web domain as the three PSAs store it in a website field: "https://www.Acme.com/about" → "acme.com". */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website) return null;
  const host = website
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .split(/[/?#:]/)[0];
  return host && host.includes('.') ? host : null;
}
