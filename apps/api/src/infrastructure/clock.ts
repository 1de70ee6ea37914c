// The server's clock, read once per request at the edge and passed into commands (deciders never
// read it). Tests replace it to move time forward instead of sleeping.
import { Injectable } from '@nestjs/common';

@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock tests can move. */
export class AdjustableClock extends Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** From now on the clock reads `at`, and runs on from there. */
  set(at: Date): void {
    this.offsetMs = at.getTime() - Date.now();
  }
}
