/** Leaves the app for the payment provider's hosted page (checkout, billing portal). */
export function redirectToProvider(url: string): void {
  window.location.assign(url);
}
