import { describe, expect, it } from 'vitest';
import { CLIENT_VOICE_CASES } from './client-voice-cases';

/** SKUs of the starter catalog (the table in briefs/starter-catalog.md), copied so this check has no moving parts. */
const STARTER_SKUS = new Set(
  (
    'CFQ7TTC0LCHC CFQ7TTC0LDPB CFQ7TTC0LH18 MS-ENDPOINT MS-SERVER MS-BACKUP-TB MS-BACKUP-SEAT MS-USER-PLAN MS-SAT ' +
    'FG-60F FG-40F JL684A JL686A R4W02A PKG-ONBOARD PKG-WORKSTATION CFQ7TTC0LFLX MS365-E5 EXO-P1 ENTRA-P1 ENTRA-P2 ' +
    'INTUNE-P1 MDB E5-COMPLIANCE TEAMS-PHONE TEAMS-PHONE-CP MTR-PRO COPILOT AZURE-CONSUMPTION GWS-BS S1-COMPLETE ' +
    'HUNTRESS-EDR HUNTRESS-ITDR EMAIL-SEC DNS-FILTER KEEPER-BIZ MS-SOC VULN-SCAN DARKWEB-MON MS-BACKUP-SERVER ' +
    'MS-FIREWALL MS-NETWORK-SITE FG-UTP-1Y VOIP-SEAT MS-PRINT VCIO-RETAINER FG-100F U6-PRO SMT1500RM2UC CAT6-DROP ' +
    'DATTO-S4-4TB R660XS WS2025-STD-16 WS2025-UCAL LAT-5450 OPT-7020 WD22TB4 P2725H W11-PRO-UPG T54W MP56 RALLY-BAR'
  ).split(' '),
);

describe('CLIENT_VOICE_CASES', () => {
  it('has enough cases, enough held out, and unique kebab-case ids and descriptions', () => {
    expect(CLIENT_VOICE_CASES.length).toBeGreaterThanOrEqual(68);
    expect(CLIENT_VOICE_CASES.filter((item) => item.heldOut).length).toBeGreaterThanOrEqual(24);
    const ids = CLIENT_VOICE_CASES.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const descriptions = CLIENT_VOICE_CASES.map((item) => item.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it.each(CLIENT_VOICE_CASES.map((item) => [item.id, item] as const))('%s is well formed', (_id, item) => {
    const [min, max] = item.hours;
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeGreaterThanOrEqual(min);
    expect(item.note.length).toBeGreaterThan(40);
    const isProject = item.expected.length > 0;
    if (!isProject) {
      expect(item.hours).toEqual([0, 0]);
      expect(item.items).toEqual([]);
    } else {
      expect(min).toBeGreaterThan(0);
      expect(item.expected.length).toBeLessThanOrEqual(5);
    }
    for (const area of item.expected) {
      expect(area.match.length).toBeGreaterThan(0);
      for (const term of area.match) {
        expect(term).toBe(term.toLowerCase());
        expect(term.trim().length).toBeGreaterThanOrEqual(2);
      }
    }
    const skus = item.items.map((line) => line.sku);
    expect(new Set(skus).size).toBe(skus.length);
    for (const line of item.items) {
      expect(STARTER_SKUS.has(line.sku), line.sku).toBe(true);
      if (line.quantity !== null) {
        expect(Number.isInteger(line.quantity)).toBe(true);
        expect(line.quantity).toBeGreaterThan(0);
      }
    }
  });

  it('includes at least five requests that are not project work', () => {
    expect(CLIENT_VOICE_CASES.filter((item) => item.expected.length === 0).length).toBeGreaterThanOrEqual(5);
  });
});
