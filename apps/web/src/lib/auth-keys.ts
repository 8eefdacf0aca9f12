/** TanStack Query keys of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  resetLink: (token: string) => [...authKeys.all, 'reset-link', token] as const,
  providers: () => [...authKeys.all, 'providers'] as const,
};
