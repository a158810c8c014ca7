/** The route list lives with the API docs, which describe every route from it; the tests walk the same list. */
export { registeredRoutes, type Route, type RouteInput } from '../src/api-docs/routes';
