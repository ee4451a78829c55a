// The odds fan-out of the sportsbook bench (issue 19): the time from an operator's price move to
// the last of 2,000 open sockets, p99 over several moves. It needs the book's live socket messages
// (an odds update pushed to the sockets that watch an event); until the contract declares them
// there is nothing to measure, and the bench says so instead of printing a figure.
import fs from 'node:fs';
import path from 'node:path';

/** Whether the contract declares a socket message for the book's odds (packages/contract/src/sportsbook.ts or events.ts). */
export function liveOddsDeclared(root) {
  const read = (f) => {
    const p = path.join(root, 'packages/contract/src', f);
    return fs.existsSync(p) ? fs.readFileSync(p, 'utf8') : '';
  };
  return /type:\s*z\.literal\(\s*'sports?[._:-]?(odds|prices|market)/i.test(read('sportsbook.ts') + read('events.ts'));
}

/** Answers the line to print and whether the measurement failed. */
export async function fanOutLine({ root }) {
  if (!liveOddsDeclared(root))
    return {
      failed: false,
      line: 'odds fan-out to 2,000 sockets: not measured — the book has no live socket messages for odds yet (no figure)',
    };
  // The messages exist but this bench does not drive them yet: no figure rather than a guess.
  return {
    failed: false,
    line: 'odds fan-out to 2,000 sockets: not measured — live odds messages are declared, but this bench does not subscribe to them yet',
  };
}
