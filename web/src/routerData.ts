/** How router state travels from the server-rendered page to the browser. */
import { isRouteErrorResponse } from 'react-router';

export const ROUTER_DATA_ID = 'router-data';

/** Errors in the shape React Router revives on hydration. */
export function serializeErrors(errors: Record<string, unknown> | null | undefined) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => {
      if (isRouteErrorResponse(error)) return [routeId, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) return [routeId, { message: error.message, __type: 'Error' }];
      return [routeId, error];
    }),
  );
}

/** JSON that is safe inside <script type="application/json">: no '<' can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
