import { describe } from 'vitest';
import { simulationTests } from './simulation-tests';

describe('slot RTP simulation', () => simulationTests([4, 5, 6, 7]));
