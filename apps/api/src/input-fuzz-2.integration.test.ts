import { defineInputFuzz } from './testing/fuzz/input-fuzz';

// Part 2 of the input fuzz (apps/api/src/testing/fuzz/input-fuzz.ts): two files, so two test workers share it.
defineInputFuzz({ shard: 1, shards: 2 });
