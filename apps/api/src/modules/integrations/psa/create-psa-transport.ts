import { OutboundError } from '../../../platform/outbound/outbound-error';
import { createOutboundTransport, type OutboundTransportOptions } from '../../../platform/outbound/outbound-transport';
import { PsaError, type PsaTransport } from './psa-adapter';

/**
 * The transport PSA clients run on in production: the outbound rules (public addresses only, the resolved address
 * pinned, no redirects, time and size caps), its refusals as PsaErrors of the same kind.
 */
export function createPsaTransport(options: OutboundTransportOptions = {}): PsaTransport {
  const send = createOutboundTransport(options);
  return async (request) => {
    try {
      return await send(request);
    } catch (error) {
      if (error instanceof OutboundError) throw new PsaError(error.kind, error.message, { cause: error });
      throw error;
    }
  };
}
