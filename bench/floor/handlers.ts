// Every endpoint the floor answers: one module each; add a handler here and its endpoint in bench/floor-compare.ts.
import { aiSuggestionsHandler } from './ai-suggestions';
import { quoteDetailHandler } from './quote-detail';
import { quoteListHandler } from './quote-list';
import type { FloorHandler } from './server';

export const FLOOR_HANDLERS: readonly FloorHandler[] = [quoteListHandler, quoteDetailHandler, aiSuggestionsHandler];
