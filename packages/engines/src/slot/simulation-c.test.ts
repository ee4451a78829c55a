import { describe } from 'vitest';
import { simulationTests } from './simulation-tests';

describe('slot RTP simulation', () => simulationTests([8, 9, 10, 11]));
