import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium (never a downloaded browser), with the flags this offline machine needs. */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
