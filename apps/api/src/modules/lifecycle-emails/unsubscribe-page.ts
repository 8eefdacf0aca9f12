import { absoluteAppUrl, UNSUBSCRIBE_COPY } from '@scopewright/domain';

/** Where an admin switches the preferences back on (Settings → Company, its email preferences card). */
const COMPANY_SETTINGS_PATH = '/dashboard/settings/company';

export type UnsubscribePageState =
  | { kind: 'confirm'; workspaceName: string; label: string; actionUrl: string }
  | { kind: 'done'; message: string }
  | { kind: 'invalid'; message: string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
  body { margin: 0; background: #f3f4f6; color: #0f172a;
    font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; }
  main { box-sizing: border-box; max-width: 480px; margin: 48px auto; padding: 0 16px; }
  .brand { margin: 0 0 16px; font-size: 18px; font-weight: 700; }
  .card { padding: 28px 24px; background: #fff; border: 1px solid #e5e7eb; border-radius: 8px; }
  h1 { margin: 0 0 12px; font-size: 20px; line-height: 28px; }
  p { margin: 0 0 20px; font-size: 15px; line-height: 24px; color: #1f2937; }
  button { font: inherit; font-weight: 600; font-size: 15px; padding: 10px 20px; border: 0; border-radius: 6px;
    background: #1d4ed8; color: #fff; cursor: pointer; }
  button:hover { background: #1e40af; }
  a { color: #1d4ed8; font-size: 14px; }
  button:focus-visible, a:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }`;

/**
 * The small public page of an unsubscribe link. A GET only shows it (mail scanners follow links); the button
 * posts the same URL, the RFC 8058 one-click body included. No script: the form works everywhere.
 */
export function renderUnsubscribePage(state: UnsubscribePageState, appUrl: string): string {
  const settings = `<a href="${escapeHtml(absoluteAppUrl(appUrl, COMPANY_SETTINGS_PATH))}">${escapeHtml(UNSUBSCRIBE_COPY.settingsLink)}</a>`;
  let body: string;
  if (state.kind === 'confirm') {
    body = `<h1>${escapeHtml(UNSUBSCRIBE_COPY.confirmHeading(state.label))}</h1>
      <p>${escapeHtml(UNSUBSCRIBE_COPY.confirmBody(state.workspaceName, state.label))}</p>
      <form method="post" action="${escapeHtml(state.actionUrl)}">
        <input type="hidden" name="List-Unsubscribe" value="One-Click">
        <button type="submit">${escapeHtml(UNSUBSCRIBE_COPY.confirmButton)}</button>
      </form>`;
  } else if (state.kind === 'done') {
    body = `<h1>${escapeHtml(UNSUBSCRIBE_COPY.doneHeading)}</h1>
      <p role="status">${escapeHtml(state.message)}</p>
      ${settings}`;
  } else {
    body = `<h1>${escapeHtml(UNSUBSCRIBE_COPY.invalidHeading)}</h1>
      <p role="alert">${escapeHtml(state.message)}</p>
      ${settings}`;
  }
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <meta name="referrer" content="no-referrer">
    <title>${escapeHtml(UNSUBSCRIBE_COPY.pageTitle)}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
      <p class="brand">Scopewright</p>
      <div class="card">
        ${body}
      </div>
    </main>
  </body>
</html>`;
}
