type Translate = (key: string | string[], options?: Record<string, unknown>) => string;

/**
 * An entry's action in the reader's language. The same action means different things in different modules
 * ("confirm" a negation, "confirm" a harvest): a module's own name comes first, then the shared one, then
 * the server's code as it is.
 */
export const actionName = (t: Translate, module: string, action: string): string =>
  t([`operationLog.moduleAction.${module}.${action}`, `operationLog.action.${action}`], {
    defaultValue: action,
  });
