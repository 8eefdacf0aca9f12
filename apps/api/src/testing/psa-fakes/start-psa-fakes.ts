// `npm run dev:psa-fakes`: the three PSA fakes on fixed loopback ports, for trying the integrations by hand.
import { startAutotaskFake } from './autotask/start-autotask-fake';
import { startConnectWiseFake } from './connectwise/start-connectwise-fake';
import { startHaloPsaFake } from './halopsa/create-halopsa-fake';

const BASE_PORT = Number(process.env.PSA_FAKES_PORT ?? 4010);

const connectwise = await startConnectWiseFake(BASE_PORT);
const autotask = await startAutotaskFake(BASE_PORT + 1);
const halo = await startHaloPsaFake(BASE_PORT + 2);
const hosts = [connectwise.url, autotask.url, halo.server.url].map((url) => new URL(url).host);
const cw = connectwise.state.credentials;
const at = autotask.state.credentials;
const app = halo.state.application;

console.log(`PSA fakes are running. Start the app with:

  OUTBOUND_ALLOW_LIST=${hosts.join(',')} AUTOTASK_ZONE_LOOKUP_URL=${autotask.url} npm run dev

then Settings → Integrations:
  ConnectWise  site ${connectwise.url}  company id ${cw.companyId}  public key ${cw.publicKey}
               private key ${cw.privateKey}  client id ${cw.clientId}
  Autotask     username ${at.username}  secret ${at.secret}  integration code ${at.integrationCode}
  HaloPSA      instance URL ${halo.server.url}  client id ${app.clientId}  client secret ${app.clientSecret}

They keep what you push in memory until you stop them (Ctrl+C).`);
