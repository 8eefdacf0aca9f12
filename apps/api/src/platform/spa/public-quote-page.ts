import { publicQuoteApiPath, SHARE_TOKEN_PATTERN } from '@scopewright/domain';

/**
 * q.html for one link: a `preload` of the page's data goes in the head, so the quote is read while the script
 * downloads rather than after it runs. Only a well-formed token is written into the HTML (it is base64url, so
 * nothing in it needs escaping); any other path gets the page as built, which then shows "unavailable".
 */
export function publicQuotePageHtml(html: string, token: string): string {
  if (!SHARE_TOKEN_PATTERN.test(token)) return html;
  const preload = `<link rel="preload" href="${publicQuoteApiPath(token)}" as="fetch" crossorigin>`;
  return html.replace('</title>', `</title>\n    ${preload}`);
}
