import type { Orm } from './client.ts';

/** A refusal decided inside a transaction, thrown only once the transaction has committed. */
export class Refused {
  constructor(readonly error: Error) {}
}

/**
 * Runs `work` in one transaction whose refusal still keeps what it wrote: a wrong code's counted
 * attempt must commit although the request is refused (a throw inside would roll the count back and
 * give a guesser unlimited tries). `work` returns `refuse(error)` instead of throwing it; the error
 * is thrown after the commit. A real failure still throws inside, and everything rolls back.
 */
export async function refusableTransaction<T>(
  db: Orm,
  work: (tx: Orm, refuse: (error: Error) => Refused) => Promise<T | Refused>,
): Promise<T> {
  const outcome = await db.transaction((tx) => work(tx, (error) => new Refused(error)));
  if (outcome instanceof Refused) throw outcome.error;
  return outcome;
}
