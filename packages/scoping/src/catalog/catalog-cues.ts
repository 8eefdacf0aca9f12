import { tokenise } from '../engine/tokenise';

const stems = (words: string) => new Set(tokenise(words));

/** Words saying the client buys something new: hardware named by kind alone is proposed only with one of them. */
export const PURCHASE_CUES = stems(
  'new buy buying purchase purchasing supply supplying provide install installing deploy deploying replace ' +
    'replacing replacement upgrade add adding hardware refresh order ordering quote',
);

/**
 * For end-user devices ("30 laptops") only words that buy them: "deploy Intune to 30 laptops" or "upgrade 40
 * laptops to Windows 11" is work on the laptops the client has.
 */
export const DEVICE_PURCHASE_CUES = stems(
  'new buy buying purchase purchasing supply supplying replace replacing replacement refresh order ordering',
);

/** Words saying the thing is already there: "configure the existing firewall" buys nothing. */
export const EXISTING_CUES = stems(
  'existing current currently old legacy configure reconfigure troubleshoot fix audit review document decommission retire remove',
);

/** Words saying ongoing service: a recurring item named only in part is proposed only with one of them. */
export const RECURRING_CUES = stems(
  'monthly month months recurring subscription subscriptions ongoing managed license licenses annual annually yearly ' +
    'plan seat seats',
);

/** Sentences: cue words count within the sentence a mention is in. */
export function sentenceAround(description: string, at: number): { start: number; end: number } {
  const before = description.slice(0, at);
  const start = Math.max(...['.', ';', '!', '?', '\n'].map((mark) => before.lastIndexOf(mark))) + 1;
  const after = description.slice(at).search(/[.;!?\n]/);
  return { start, end: after < 0 ? description.length : at + after };
}
