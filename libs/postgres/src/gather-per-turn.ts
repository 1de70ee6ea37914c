// Calls made in the same turn of the event loop, answered by one batch call (one statement, one
// round trip). On a small machine a round trip to the database costs about as much CPU as a short
// statement itself, and the runners of a process (reactions, projections) wake together.
//
// The batch is sent in the next turn, after every call of this one was made: never shared with a
// batch already in flight, so each call sees every write that finished before it was made.

interface Waiting<Request, Answer> {
  request: Request;
  resolve: (answer: Answer) => void;
  reject: (error: unknown) => void;
}

/**
 * `one(request)` answered by `many(requests)`, whose answer i is request i's. A failing batch
 * fails every call in it.
 */
export const gatherPerTurn = <Request, Answer>(many: (requests: Request[]) => Promise<Answer[]>) => {
  let gathering: Array<Waiting<Request, Answer>> | null = null;
  const send = async (waiting: Array<Waiting<Request, Answer>>) => {
    let answers: Answer[];
    try {
      answers = await many(waiting.map((w) => w.request));
    } catch (error) {
      for (const w of waiting) w.reject(error);
      return;
    }
    waiting.forEach((w, i) => w.resolve(answers[i]));
  };
  return (request: Request): Promise<Answer> =>
    new Promise<Answer>((resolve, reject) => {
      if (!gathering) {
        const waiting: Array<Waiting<Request, Answer>> = [];
        gathering = waiting;
        setImmediate(() => {
          gathering = null;
          void send(waiting);
        });
      }
      gathering.push({ request, resolve, reject });
    });
};
