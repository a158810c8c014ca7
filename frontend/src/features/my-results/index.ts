/* Only the drawer: the page itself is loaded by its route. */
export { useAddResultDrawer } from './useAddResultDrawer';
