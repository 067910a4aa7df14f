import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves too little to matter (the same limit as @fastify/compress). */
const MIN_BYTES = 1024;
/**
 * `BUILD_COMPRESSION=fast` (the quick start and the journeys' build) compresses at the levels a
 * server would use on the fly, in a fraction of the time; every other build at the highest.
 */
const FAST = process.env.BUILD_COMPRESSION === 'fast';
const BROTLI_QUALITY = FAST ? 5 : zlib.constants.BROTLI_MAX_QUALITY;
const GZIP_LEVEL = FAST ? 6 : zlib.constants.Z_BEST_COMPRESSION;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build, at
 * the highest levels unless told otherwise, once; the server sends them as they are (`@fastify/static` `preCompressed`)
 * to browsers that accept them, instead of the plain file.
 */
function precompress(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => {};
  return {
    name: 'tt:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async writeBundle() {
      const names = (await readdir(outDir, { recursive: true })).filter((name) => COMPRESSIBLE.test(name));
      let count = 0;
      let plain = 0;
      let compressed = 0;
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await readFile(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: GZIP_LEVEL }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
          count += 1;
          plain += content.length;
          compressed += Math.min(br.length, content.length);
        }),
      );
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
      log(`precompressed ${count} files (br, gz): ${kb(plain)} → ${kb(compressed)} brotli`);
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The largest chunks load only where they are needed: the password-strength dictionaries
    // (1.6 MB) on the three password screens, the charts on the statistics. What a first screen
    // loads is held to its budget, compressed, by `npm run bench -- web`; the warning would only
    // repeat on every build what that measures.
    chunkSizeWarningLimit: 1700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is needed before the first screen: one
          // file instead of a dozen small ones that each screen's chunk would otherwise share.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
