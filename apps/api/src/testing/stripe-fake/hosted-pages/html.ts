const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A value placed in HTML text or a quoted attribute. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** A tagged template whose interpolations are escaped unless they are already `SafeHtml`. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation = string | number | SafeHtml | null | undefined | false | Interpolation[];

function render(part: Interpolation): string {
  if (part === null || part === undefined || part === false) return '';
  if (Array.isArray(part)) return part.map(render).join('');
  return part instanceof SafeHtml ? part.value : escapeHtml(part);
}

export function html(strings: TemplateStringsArray, ...parts: Interpolation[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, index) => out + render(parts[index - 1]) + text));
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f8fa; color: #1a1f36; }
  main { max-width: 34rem; margin: 2rem auto; background: #fff; padding: 2rem; border-radius: 8px; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { font: inherit; padding: .4rem; width: 100%; box-sizing: border-box; }
  button { font: inherit; margin-top: 1rem; padding: .5rem 1rem; }
  [role=alert] { color: #b42318; font-weight: 600; }
  table { border-collapse: collapse; width: 100%; } td, th { text-align: left; padding: .25rem .5rem .25rem 0; }
`;

/** A full page: a testing banner, the title as heading and the body. */
export function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · Stripe fake</title>
        <style>
          ${new SafeHtml(STYLE)}
        </style>
      </head>
      <body>
        <main>
          <p><small>Stripe fake: test mode, no real payment.</small></p>
          <h1>${title}</h1>
          ${body}
        </main>
      </body>
    </html>`.value;
}
