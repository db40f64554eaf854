// `npm run dev`: the site with hot reload (Vite in middleware mode inside the Fastify server).
import { createServer } from "vite";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const { startDevServer } = await vite.ssrLoadModule("/src/server/dev.ts");
await startDevServer(vite);
