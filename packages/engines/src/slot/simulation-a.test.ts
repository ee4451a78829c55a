import { describe } from 'vitest';
import { simulationTests } from './simulation-tests';

describe('slot RTP simulation', () => simulationTests([0, 1, 2, 3]));
