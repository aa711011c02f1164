/**
 * The first interaction that needs a server-rendered form's code (issue 11):
 * a held click or submit (holdClicksUntilHydrated, holdSubmitsUntilHydrated).
 * The page script reports it (demandFormCode) before the page's code is in;
 * the start-up (boot.tsx) then loads the form's code at once instead of
 * waiting for the browser to be idle.
 */
let demand: () => void = () => undefined;

/** Resolves at the first demandFormCode. */
export const formCodeDemanded = new Promise<void>((resolve) => (demand = resolve));

/** Reports an interaction that needs the form's code now; later calls do nothing more. */
export function demandFormCode(): void {
  demand();
}
