import { useSyncExternalStore } from 'react';
import { localSetting } from './local-setting';

export type ThemePreference = 'light' | 'dark' | 'system';

const STORAGE_KEY = 'scopewright.theme';
const listeners = new Set<() => void>();
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function readPreference(): ThemePreference {
  const stored = localSetting.get(STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function applyTheme(preference: ThemePreference = readPreference()): void {
  const isDark = preference === 'dark' || (preference === 'system' && darkQuery().matches);
  document.documentElement.classList.toggle('dark', isDark);
}

export function setThemePreference(preference: ThemePreference): void {
  if (preference === 'system') localSetting.remove(STORAGE_KEY);
  else localSetting.set(STORAGE_KEY, preference);
  applyTheme(preference);
  listeners.forEach((notify) => notify());
}

/** Applies the stored theme now and follows the system setting while the preference is "system". */
export function initTheme(): void {
  applyTheme();
  darkQuery().addEventListener('change', () => applyTheme());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, readPreference, () => 'system');
}
