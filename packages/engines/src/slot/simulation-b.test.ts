import { describe } from 'vitest';
import { simulationTests } from './rtp-sim';

describe('slot RTP simulation', () => simulationTests([4, 5, 6, 7]));
