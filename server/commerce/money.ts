/** Money is integer minor units inside the server; JSON carries major-unit numbers (12.5). */
export function toMajor(minor: number): number {
  return minor / 100;
}

export function toMinor(major: number): number {
  return Math.round(major * 100);
}

/** 'MYR 1,250.00': the store's wording for amounts inside messages (e.g. minimum purchase). */
export function formatMoney(currency: string, minor: number): string {
  const amount = (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${currency} ${amount}`;
}
