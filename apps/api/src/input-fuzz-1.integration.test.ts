import { defineInputFuzz } from './testing/fuzz/input-fuzz';

// Part 1 of the input fuzz (apps/api/src/testing/fuzz/input-fuzz.ts): two files, so two test workers share it.
defineInputFuzz({ shard: 0, shards: 2 });
