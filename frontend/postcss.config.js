import { fileURLToPath, URL } from 'node:url';
import postcssGlobalData from '@csstools/postcss-global-data';
import postcssCustomMedia from 'postcss-custom-media';

/** The breakpoints are defined once and known to every stylesheet, global or module. */
export default {
  plugins: [
    postcssGlobalData({ files: [fileURLToPath(new URL('./src/styles/breakpoints.css', import.meta.url))] }),
    postcssCustomMedia(),
  ],
};
