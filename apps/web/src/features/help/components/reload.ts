/** Loads `path` afresh in the browser (a real page load, not a router navigation). */
export function reloadTo(path: string): void {
  window.location.assign(path);
}
