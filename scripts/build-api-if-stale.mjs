// Runs before `npm start` (and the bench's and e2e's servers): builds the API server when a file it was built from
// changed since the last build, else does nothing. The stamp lists those files, so a fresh check reads only them.
import { API_STAMP_FILE, buildApi } from './build-api.mjs';
import { digestFiles, readStamp } from './build-stamp.mjs';

const stamp = JSON.parse(readStamp(API_STAMP_FILE) ?? 'null');
if (!stamp || digestFiles(stamp.files) !== stamp.digest) {
  console.log('Building the API server (sources changed since the last build)…');
  await buildApi();
}
