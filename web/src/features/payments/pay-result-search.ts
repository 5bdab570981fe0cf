/** The states the server's pay link reports in /pay/result's query (src/modules/payments/pay-links.ts). */
export const PAY_RESULT_STATES = [
  'success',
  'paid',
  'cancelled',
  'checkout-cancelled',
  'unavailable',
  'unknown',
] as const;
export type PayResultState = (typeof PAY_RESULT_STATES)[number];

export function validatePayResultSearch(search: Record<string, unknown>): { state: PayResultState } {
  const state = PAY_RESULT_STATES.find((candidate) => candidate === search.state) ?? 'unknown';
  return { state };
}
