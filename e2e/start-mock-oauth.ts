import { startMockOAuthProvider } from '../apps/api/src/testing/mock-oauth-provider';
import { exitWithRunner } from './exit-with-runner';
import { MOCK_OAUTH_PORT } from './mock-oauth';

/** The second e2e webServer: the mock Google/Microsoft provider on 127.0.0.1, until Playwright stops it. */
exitWithRunner();
const mock = await startMockOAuthProvider({ port: MOCK_OAUTH_PORT });
console.log(`Mock OAuth provider on ${mock.url}`);
