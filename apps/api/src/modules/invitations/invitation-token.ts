export function inviteUrl(appUrl: string, token: string): string {
  return `${appUrl}/invite/${token}`;
}
