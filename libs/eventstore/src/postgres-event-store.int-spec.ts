import { describeEachBackend } from '#testing/postgres';
import { eventStoreContract } from './event-store.contract.js';

describeEachBackend('PostgresEventStore contract', (open, backend) => eventStoreContract(open, backend));
