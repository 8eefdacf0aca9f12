const escape = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const AUTHORIZATION_FIELDS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'state',
  'code_challenge',
  'code_challenge_method',
  'nonce',
  'scope',
];

/** The mock provider's sign-in page: a browser test types the identity the provider should assert. */
export function renderMockLoginPage(provider: 'google' | 'microsoft', action: string, params: URLSearchParams): string {
  const title = provider === 'google' ? 'Mock Google' : 'Mock Microsoft';
  const hidden = AUTHORIZATION_FIELDS.filter((name) => params.has(name))
    .map((name) => `<input type="hidden" name="${name}" value="${escape(params.get(name) ?? '')}">`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title} sign-in</title>
<style>body{font:15px system-ui;margin:48px auto;max-width:360px}label{display:block;margin:12px 0 4px}
input[type=text],input[type=email]{width:100%;padding:6px;box-sizing:border-box}button{margin:16px 8px 0 0;padding:8px 14px}</style>
</head><body>
<h1>${title} sign-in</h1>
<p>Test provider on 127.0.0.1. Choose who signs in.</p>
<form method="post" action="${escape(action)}">${hidden}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="off">
<label for="name">Name</label><input id="name" name="name" type="text" autocomplete="off">
<label for="sub">Subject (optional)</label><input id="sub" name="sub" type="text" autocomplete="off">
<label><input name="email_verified" type="checkbox" checked> Email verified</label>
<button type="submit" name="action" value="continue">Continue</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form></body></html>`;
}
