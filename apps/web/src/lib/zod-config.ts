// zod compiles fast parsers with new Function() when it may; our Content-Security-Policy forbids eval (no
// 'unsafe-eval'), and each try is reported as a CSP violation even though zod catches it: use its interpreter.
// zod reads its settings from globalThis.__zod_globalConfig (zod/v4/core/core.js creates it with `??=`), so setting
// `jitless` there needs no zod code — the sign-in page's bundle stays free of zod — and holds before any schema
// parses. Imported first by main.tsx.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
