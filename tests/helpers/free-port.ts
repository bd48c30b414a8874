export { freePort } from '#src/cli/free-port.ts';
