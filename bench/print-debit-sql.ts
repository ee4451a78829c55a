// Prints the wallet's one-statement debit, so the benchmark runs exactly the server's SQL under pgbench.
import { DEBIT_SQL } from '../apps/server/src/modules/wallet/wallet.debit';

process.stdout.write(DEBIT_SQL);
