import { absoluteAppUrl, appLinks } from '@scopewright/domain';
export function inviteUrl(appUrl: string, token: string): string {
  return absoluteAppUrl(appUrl, appLinks.invitation(token));
}
