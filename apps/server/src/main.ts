import { startServer } from './start';

startServer().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
