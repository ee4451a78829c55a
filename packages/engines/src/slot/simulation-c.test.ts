import { describe } from 'vitest';
import { simulationTests } from './rtp-sim';

describe('slot RTP simulation', () => simulationTests([8, 9, 10, 11]));
