export * from './quote-sending-api';
export * from './quote-sending-copy';
export * from './sending-rules';
