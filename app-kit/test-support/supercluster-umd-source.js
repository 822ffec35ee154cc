// What `import source from 'supercluster-umd?raw'` gives in the browser build (app-kit/build/rspack-base.ts):
// supercluster's UMD bundle as text. The package's `exports` hides dist/, so it is found from its entry.
const fs = require('node:fs');
const path = require('node:path');

const entry = require.resolve('supercluster');
module.exports = fs.readFileSync(path.join(path.dirname(entry), 'dist', 'supercluster.min.js'), 'utf8');
