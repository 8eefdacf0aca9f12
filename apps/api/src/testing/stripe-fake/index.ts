export { FAKE_PRICE_IDS } from './fake-catalog';
export { startStripeFake, type StripeFake, type StripeFakeOptions } from './start-stripe-fake';
