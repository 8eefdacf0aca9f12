import { describe, expect, it } from 'vitest';
import { titleFromDescription } from './create-quote-from-description';

describe('titleFromDescription', () => {
  it('takes the first sentence without its full stop', () => {
    expect(titleFromDescription('Replace the firewall at two sites. Then add a VPN.')).toBe(
      'Replace the firewall at two sites',
    );
    expect(titleFromDescription('Migrate 20 mailboxes\nand set up MFA')).toBe('Migrate 20 mailboxes');
  });

  it('cuts a long sentence between words, at most 80 characters with the ellipsis', () => {
    const title = titleFromDescription(
      'Migrate 45 users from Google Workspace to Microsoft 365 and set up Intune for 30 laptops',
    );
    expect(title).toBe('Migrate 45 users from Google Workspace to Microsoft 365 and set up Intune for…');
    expect(title.length).toBeLessThanOrEqual(80);
  });

  it('cuts a single very long word where it must', () => {
    const title = titleFromDescription('x'.repeat(200));
    expect(title).toHaveLength(80);
    expect(title.endsWith('…')).toBe(true);
  });
});
