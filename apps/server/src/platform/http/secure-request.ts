// Whether a request came over HTTPS, and so whether cookies set in its answer are marked Secure.
import type { FastifyRequest } from 'fastify';
import type { TConfig } from '../../config';

/** The request's scheme was https: TLS on our own socket, or X-Forwarded-Proto from a trusted proxy (TRUST_PROXY). */
export const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/**
 * The Secure flag of the cookies we set (session, kiosk device): always with COOKIE_SECURE (true in production),
 * and whenever the request itself came over HTTPS, so a development or test deployment served over HTTPS does not
 * send its session cookie in clear on a later plain-HTTP request.
 */
export const cookieSecure = (request: FastifyRequest, config: Pick<TConfig, 'cookieSecure'>) => config.cookieSecure || isHttps(request);
