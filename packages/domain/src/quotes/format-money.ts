import { FREQUENCY_SUFFIX, type BillingFrequency } from './quote-enums';
import { mulDivRound } from './quote-totals-math';

/** Display and parsing of money, hours and percentages (ADR 0004): integers in, text out — only at the edge. */

const LOCALE = 'en-US';
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(currency, format);
  }
  return format;
}

/** "$1,234.50", "€99.00/mo", "-$25.00". Cents are exact integers; the division by 100 is for display only. */
export function formatMoney(cents: number, currency: string, options: { frequency?: BillingFrequency } = {}): string {
  const text = moneyFormat(currency).format(cents / 100);
  return options.frequency ? `${text}${FREQUENCY_SUFFIX[options.frequency]}` : text;
}

// Made on first use: every page loads this module, and a formatter costs milliseconds to make.
let twoDecimalsFormat: Intl.NumberFormat | undefined;
const twoDecimals = (value: number) =>
  (twoDecimalsFormat ??= new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 })).format(value);

/** 750 → "12.5 h", 90 → "1.5 h", 20 → "0.33 h". */
export const formatHours = (minutes: number): string => `${twoDecimals(minutes / 60)} h`;

/** 3820 → "38.2%", 1250 → "12.5%", -500 → "-5%". */
export const formatPercentBps = (bps: number): string => `${twoDecimals(bps / 100)}%`;

const DECIMAL = /^(-)?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;
const MAX_WHOLE_DIGITS = 13;

/** A decimal as an integer scaled by 10^places, rounded half away from zero; null when not a plain number. */
function parseScaled(raw: string, places: number): number | null {
  const match = DECIMAL.exec(raw.trim().replace(/^[$€£]\s*/, ''));
  if (!match) return null;
  const [, sign, grouped = '', fraction = ''] = match;
  const whole = grouped.replaceAll(',', '');
  if (sign || (whole === '' && fraction === '') || whole.length > MAX_WHOLE_DIGITS) return null;
  const scaled = Number(whole) * 10 ** places + Number(fraction.slice(0, places).padEnd(places, '0'));
  return fraction.length > places && Number(fraction[places]) >= 5 ? scaled + 1 : scaled;
}

/** "1,234.5" → 123450, "$19.99" → 1999, "12.345" → 1235; null for anything that is not an amount. */
export const parseMoneyToCents = (raw: string): number | null => parseScaled(raw, 2);

/** "1.5" → 90 minutes, "0.25 h" → 15, "1/3" → null; to the nearest minute. */
export function parseHoursToMinutes(raw: string): number | null {
  const tenThousandths = parseScaled(raw.replace(/\s*h(ours?|rs?)?$/i, ''), 4);
  return tenThousandths === null ? null : mulDivRound(tenThousandths, 60, 10_000);
}

/** "12.5" or "12.5%" → 1250 basis points; null for anything else. */
export const parsePercentToBps = (raw: string): number | null => parseScaled(raw.replace(/\s*%$/, ''), 2);
