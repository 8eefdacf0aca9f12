/** Texts the spec quotes verbatim (docs/product-rules.md#dashboard-screens, docs/product-rules.md#app-shell, docs/product-rules.md#fixed-texts). Tested word for word. */
export const SHELL_COPY = {
  accessDeniedDefault: "You don't have permission to access this resource.",
  accessDeniedHint: 'If you believe this is an error, please contact your administrator.',
  goToDashboard: 'Go to Dashboard',
  contactSupport: 'Contact Support',
  notFoundMessage: "Sorry, the page you're looking for doesn't exist or may have been moved.",
  loadingDashboard: 'Loading your dashboard...',
  moduleLoadFailed: (moduleName: string) => `Failed to load ${moduleName}. Please refresh the page.`,
  errorBoundaryFallback: 'An unexpected error occurred. Please try refreshing the page.',
  somethingWentWrong: 'Something went wrong',
  refreshPage: 'Refresh Page',
  tryAgain: 'Try Again',
  rootNotFound: 'Root element not found',
  updateHeading: 'Update Available',
  updateText: 'A new version is ready. Refresh to update.',
  updateRefresh: 'Refresh',
  cookieNotice:
    'We use only essential cookies for authentication and your session, and local storage for your preferences. No tracking.',
  cookieDismiss: 'Got it',
} as const;
