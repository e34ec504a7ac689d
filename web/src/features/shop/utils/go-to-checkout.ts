/** Leaves the app for the hosted payment page (docs/product.md §7: the browser is sent to `checkoutUrl`). */
export function goToCheckout(checkoutUrl: string): void {
  window.location.href = checkoutUrl;
}
