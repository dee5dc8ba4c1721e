import { AGREEMENT_FULL_SHARE_BP } from '@rec/domain';

// A share travels as a percent string with up to 2 decimals (the contract's pattern) and is kept
// as basis points: integer arithmetic both ways, never a float (ADR 0126).

/** "37.5" → 3750; the contract's pattern has already refused anything else. */
export function shareToBp(share: string): number {
  const [whole = '0', fraction = ''] = share.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 3750 → "37.50". */
export function bpToShare(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

export const isFullShare = (bp: number): boolean => bp === AGREEMENT_FULL_SHARE_BP;
