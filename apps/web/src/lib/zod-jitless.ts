// zod 4 probes `new Function` for its fast path, and our CSP (script-src 'self') forbids eval, so the probe logs a
// violation on every page. zod reads globalThis.__zod_globalConfig when it loads: setting jitless here, without
// importing zod, keeps zod out of the first page's JavaScript. Jitless parsing is fast enough for forms.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// Mutate, never replace: zod keeps a reference to the object if it loaded first.
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
