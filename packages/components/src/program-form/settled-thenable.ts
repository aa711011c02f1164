/**
 * A promise that records its outcome on itself (`status`, `value`, `reason`),
 * the convention React's `use()` reads: once settled, `use()` answers at once
 * instead of suspending for a tick.
 */
export type SettledThenable<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/** `promise`, recording its outcome on itself when it settles (see SettledThenable). */
export function settledThenable<T>(promise: Promise<T>): SettledThenable<T> {
  const thenable = promise as SettledThenable<T>;
  thenable.status = 'pending';
  thenable.then(
    (value) => {
      thenable.status = 'fulfilled';
      thenable.value = value;
    },
    (reason: unknown) => {
      thenable.status = 'rejected';
      thenable.reason = reason;
    },
  );
  return thenable;
}

/** An already fulfilled thenable of `value`: `use()` answers it without suspending. */
export function fulfilledThenable<T>(value: T): SettledThenable<T> {
  const thenable = Promise.resolve(value) as SettledThenable<T>;
  thenable.status = 'fulfilled';
  thenable.value = value;
  return thenable;
}
