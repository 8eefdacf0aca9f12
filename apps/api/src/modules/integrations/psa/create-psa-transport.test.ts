import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFake, type ServedFake } from '../../../testing/psa-fakes/serve-fake';
import { createConnectWiseFake } from '../../../testing/psa-fakes/connectwise/create-connectwise-fake';
import { createPsaTransport } from './create-psa-transport';
import { PsaError } from './psa-adapter';

let fake: ServedFake;
beforeAll(async () => {
  fake = await serveFake(createConnectWiseFake().app);
});
afterAll(() => fake.close());

describe('the production PSA transport', () => {
  it('refuses a PSA URL on a private address with a PsaError the sync log can show', async () => {
    const send = createPsaTransport();
    const refused = await send({ method: 'GET', url: `${fake.url}/login/companyinfo/acme`, headers: {} }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(PsaError);
    expect(refused).toMatchObject({ kind: 'unreachable' });
  });

  it('reaches a fake on loopback only when its host:port is allow-listed', async () => {
    const send = createPsaTransport({ allowList: [new URL(fake.url).host] });
    const response = await send({ method: 'GET', url: `${fake.url}/login/companyinfo/acme`, headers: {} });
    expect(response.status).toBeLessThan(500);
  });
});
