import { describe } from 'vitest';
import { simulationTests } from './rtp-sim';

describe('slot RTP simulation', () => simulationTests([0, 1, 2, 3]));
