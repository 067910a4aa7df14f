import { buildApp, seedTemplate } from './servers.ts';

/**
 * Once per run: builds the web app and the server and seeds the demo data into the template directory that every
 * worker's server copies (servers.ts). Each worker signs its demo users in itself (fixtures.ts). The
 * function returned removes the template once the run is over.
 */
export default async function globalSetup() {
  buildApp();
  return seedTemplate();
}
