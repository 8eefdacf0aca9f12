import { expect } from '@playwright/test';

/** Where start-e2e-server.ts serves the messages its SMTP receiver accepted. */
export const MAILBOX_PORT = Number(process.env.E2E_MAILBOX_PORT ?? 3199);

export interface ReceivedEmail {
  to: string[];
  subject: string;
  /** The raw message with quoted-printable decoded. */
  decoded: string;
}

async function messages(port: number): Promise<ReceivedEmail[]> {
  const response = await fetch(`http://127.0.0.1:${port}/messages`);
  return (await response.json()) as ReceivedEmail[];
}

/** The newest email to `address` whose subject matches, waiting for the worker to send it. */
export async function waitForEmail(
  address: string,
  subject: RegExp = /./,
  port: number = MAILBOX_PORT,
): Promise<ReceivedEmail> {
  let found: ReceivedEmail | undefined;
  await expect
    .poll(
      async () => {
        found = (await messages(port))
          .filter((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject))
          .at(-1);
        return Boolean(found);
      },
      { timeout: 15_000, message: `an email to ${address} with subject ${String(subject)}` },
    )
    .toBe(true);
  return found as ReceivedEmail;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCharCode(Number.parseInt(dec, 10)))
    .replaceAll('&amp;', '&');

/** The first link in an email that starts with `prefix` (e.g. `${baseURL}/update-password`). */
export function linkIn(email: ReceivedEmail, prefix: string): string {
  const links = [...decodeEntities(email.decoded).matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]);
  const link = links.find((href) => href.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in "${email.subject}": ${links.join(' ')}`);
  return link;
}
