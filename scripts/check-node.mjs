// Every npm script must run on Node 22 (the `node` devDependency provides it on machines that ship Node 20).
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `Node ${process.versions.node} is running; Nirmaan needs Node >= 22.12. Run scripts through npm (npm test, npm start) so node_modules/.bin/node (Node 22) is used.`,
  );
  process.exit(1);
}
