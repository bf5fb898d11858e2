import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.js';
import { feedAddProblem, hostStatsProblem } from './widgetProblems.js';

const refused = new ApiError(400, 'The address is a web page (HTML), not a feed. Look on the page for its RSS or Atom link.', false);
const noAnswer = new ApiError(0, 'Server is unavailable. Please try again later.', false);

describe('the sentences a widget shows when its data does not come', () => {
  it('"This machine" gives the server\'s reason when it answered, and says it will try again when it did not', () => {
    expect(hostStatsProblem(new ApiError(503, 'The stats could not be sampled.', false))).toBe("This machine's figures could not be read: The stats could not be sampled.");
    expect(hostStatsProblem(noAnswer)).toBe("This machine's figures could not be read; Hearth tries again in a moment.");
    expect(hostStatsProblem(new TypeError('boom'))).toBe("This machine's figures could not be read; Hearth tries again in a moment.");
  });

  it('adding a feed shows a refusal in the server\'s words, a lost connection as such, and anything else plainly', () => {
    expect(feedAddProblem(refused)).toBe(refused.message);
    expect(feedAddProblem(new ApiError(409, 'You already follow this feed.', false))).toBe('You already follow this feed.');
    expect(feedAddProblem(noAnswer)).toBe(noAnswer.message);
    expect(feedAddProblem(new ApiError(500, 'Internal error', false))).toBe('The feed could not be added. Try again in a moment.');
    expect(feedAddProblem('nonsense')).toBe('The feed could not be added. Try again in a moment.');
  });
});
