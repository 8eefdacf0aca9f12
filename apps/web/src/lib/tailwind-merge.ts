// Imported for its effect by the screens that pass conflicting classes to shared components (lib/utils.ts).
import { twMerge } from 'tailwind-merge';
import { setClassMerger } from './utils';

setClassMerger(twMerge);
