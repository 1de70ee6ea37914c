import { expect } from '@jest/globals';
// Decider tests read as a story: given these past events, when this command, then these events
// (or this error message).
import { fold, type Decider, type DomainEvent } from '../decider.js';

export const deciderSpec = <Command, Event extends DomainEvent, State>(decider: Decider<Command, Event, State>) => ({
  given: (events: Event[]) => ({
    when: (command: Command) => {
      const run = () => decider.decide(command, fold(decider, events));
      return {
        then: (expected: Event[] | ((events: Event[]) => void)) => {
          const produced = run();
          if (typeof expected === 'function') expected(produced);
          else expect(produced).toEqual(expected);
        },
        thenThrows: (message: string | RegExp) => {
          expect(run).toThrow(message);
        },
        thenNothingHappens: () => {
          expect(run()).toEqual([]);
        },
      };
    },
  }),
});
