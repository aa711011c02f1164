/**
 * A program's form definition cannot be compiled: a component configuration
 * that breaks its type's configSchema, a duplicate or malformed componentKey,
 * or a component type whose schema does not compile (ARCHITECTURE.md §3:
 * "A broken program configuration is a thrown FormConfigError").
 *
 * componentKey/componentType name the offending component; both are null when
 * the problem is not tied to one component (e.g. a stored form version whose
 * schema no longer compiles). `details` lists the individual problems.
 */
export class FormConfigError extends Error {
  override readonly name = 'FormConfigError';
  readonly componentKey: string | null;
  readonly componentType: string | null;
  readonly details: string[];

  constructor(
    where: { componentKey: string | null; componentType: string | null },
    problem: string,
    options: { details?: string[]; cause?: unknown } = {},
  ) {
    const details = options.details ?? [];
    super(describe(where, problem, details), options.cause === undefined ? undefined : { cause: options.cause });
    this.componentKey = where.componentKey;
    this.componentType = where.componentType;
    this.details = details;
  }
}

function describe(where: { componentKey: string | null; componentType: string | null }, problem: string, details: string[]): string {
  const subject =
    where.componentKey === null
      ? 'Form definition'
      : `Component '${where.componentKey}'${where.componentType === null ? '' : ` (${where.componentType})`}`;
  const suffix = details.length > 0 ? `: ${details.join('; ')}` : '';
  return `${subject}: ${problem}${suffix}`;
}
